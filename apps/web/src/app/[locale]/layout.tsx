import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { ConsentModeDefaults, CookieConsent } from '@/components/consent/CookieConsent';
import { SkipLink } from '@/components/SkipLink';
import { site } from '@/config/site';
import { routing } from '@/i18n/routing';
import '../globals.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(site.url),
    title: { default: t('title'), template: t('titleTemplate', { page: '%s', agency: site.agencyName }) },
    description: t('description'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f3d5c' };

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Lets next-intl serve this locale to server components without reading
  // request headers, which would force every page to render dynamically.
  setRequestLocale(locale);
  const messages = await getMessages();
  return (
    <html lang={locale}>
      <head><ConsentModeDefaults /></head>
      <body id="top">
        <SkipLink />
        {/* Only the error boundary translates in the browser; the rest of
            the dictionary stays on the server. */}
        <NextIntlClientProvider messages={{ Errors: messages.Errors, ErrorPage: messages.ErrorPage }}>
          {children}
        </NextIntlClientProvider>
        <SiteFooter />
        <CookieConsent locale={locale} />
      </body>
    </html>
  );
}
