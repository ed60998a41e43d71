import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localizePath } from '@immo/i18n';
import { ConsentModeDefaults, CookieConsent } from '@/components/consent/CookieConsent';
import { FavouritesNoScript } from '@/components/favourites/FavouriteButton';
import { FrameControls } from '@/components/frame/FrameControls';
import { UtmMemory } from '@/components/forms/UtmMemory';
import { LanguageMemory } from '@/components/frame/LanguageMemory';
import { ScrollEffects } from '@/components/frame/ScrollEffects';
import { SiteFooter } from '@/components/frame/SiteFooter';
import { SkipLink } from '@/components/frame/SkipLink';
import { PreviewNotice } from '@/components/console/site/PreviewNotice';
import { getSiteFacts, site } from '@/config/site';
import { localeParams } from '@/lib/locale-params';
import { ErrorTextsProvider } from './error';
import '../globals.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), getSiteFacts(locale)]);
  return {
    metadataBase: new URL(site.url),
    title: { default: t('title'), template: t('titleTemplate', { page: '%s', agency: facts.agencyName }) },
    description: t('description'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f3d5c' };

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await localeParams(params);
  // Lets next-intl serve this locale to server components without reading
  // request headers, which would force every page to render dynamically.
  setRequestLocale(locale);
  const [tErrors, tErrorPage, tScroll] = await Promise.all([
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'ErrorPage' }),
    getTranslations({ locale, namespace: 'ScrollToTop' }),
  ]);
  return (
    // The <head> script marks <html> for the consent banner before hydration.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <ConsentModeDefaults />
        <FavouritesNoScript />
      </head>
      <body>
        {/* The scroll-to-top target; keyboard users land on the skip link. */}
        <div id="top">
          <SkipLink />
        </div>
        {/* An operator's preview of unpublished drafts says so (nobody else is ever in it). */}
        <PreviewNotice locale={locale} />
        {/* Fixed at the bottom, but early in the document: a first visit
            paints it with the first frame (it is the largest text of a phone
            screen, so its paint is the page's LCP), and keyboard users reach
            it before the page, as they must to answer it. */}
        <CookieConsent locale={locale} />
        <LanguageMemory locale={locale} />
        <UtmMemory />
        {/* No dictionary goes to the browser: client leaves get their texts
            as props, and the error boundary its four sentences here. */}
        <ErrorTextsProvider
          texts={{
            title: tErrors('apiErrorLabel'),
            text: tErrors('apiError'),
            retry: tErrorPage('retry'),
            homeLink: tErrorPage('homeLink'),
            homeHref: localizePath('/', locale),
          }}
        >
          {children}
        </ErrorTextsProvider>
        <SiteFooter locale={locale} />
        <ScrollEffects label={tScroll('label')} />
        <FrameControls />
      </body>
    </html>
  );
}
