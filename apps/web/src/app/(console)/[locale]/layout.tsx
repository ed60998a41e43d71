import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localizePath } from '@immo/i18n';
import { ErrorTextsProvider } from '@/components/ErrorTexts';
import { SkipLink } from '@/components/frame/SkipLink';
import { PreviewNotice } from '@/components/console/site/PreviewNotice';
import { site } from '@/config/site';
import { localeParams } from '@/lib/locale-params';
import '../../globals.css';

// The console's own root, beside app/[locale]: an operator's pages get none of
// the public site's frame (its menu, valuation button, cookie banner, footer,
// page scripts), which a route group is the only way to leave out, since a
// layout cannot know which page it wraps. Like app/map, it brings its own <html>.
interface ConsoleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ConsoleLayoutProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Console' });
  return {
    metadataBase: new URL(site.url),
    title: { default: t('title'), template: t('titleTemplate', { page: '%s' }) },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f3d5c' };

export default async function ConsoleLayout({ children, params }: ConsoleLayoutProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [tErrors, tErrorPage] = await Promise.all([
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'ErrorPage' }),
  ]);
  return (
    <html lang={locale}>
      <body>
        <div id="top">
          <SkipLink />
        </div>
        {/* An operator previewing drafts is told so here too, with the way out of the preview. */}
        <PreviewNotice locale={locale} />
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
      </body>
    </html>
  );
}
