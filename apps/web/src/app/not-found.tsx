import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { localizePath } from '@immo/i18n';
import { LocalizedLazySearchBox } from '@/components/search-box/LocalizedLazySearchBox';
import { getSiteFacts } from '@/config/site';
import './globals.css';

// Reached only for paths outside any locale (e.g. '/xx.txt'), so it speaks
// the configured default language and brings its own <html>.
export default async function GlobalNotFound() {
  const locale = routing.defaultLocale;
  const [t, { marqueeIgnoreList }] = await Promise.all([getTranslations({ locale, namespace: 'NotFoundPage' }), getSiteFacts(locale)]);
  return (
    <html lang={locale}>
      <body>
        <main id="main" className="container page">
          <h1>{t('title')}</h1>
          <p>{t('text')}</p>
          <p>
            <a href={localizePath('/', locale)}>{t('homeLink')}</a>
          </p>
          <div className="search-form">
            <LocalizedLazySearchBox locale={locale} marqueeIgnoreList={marqueeIgnoreList} showButton showCount />
          </div>
        </main>
      </body>
    </html>
  );
}
