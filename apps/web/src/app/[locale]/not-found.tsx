import { hasLocale } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { HomeLink } from '@/components/frame/HomeLink';
import { LocalizedLazySearchBox } from '@/components/search-box/LocalizedLazySearchBox';
import { getSiteFacts } from '@/config/site';
import { routing } from '@/i18n/routing';

/** Spec §2: title and text pointing home, and a search form (the home page's search box). */
export default async function NotFoundPage() {
  const requested = await getLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // getSiteFacts falls back to the environment's facts when the BFF cannot
  // answer, so a 'not found' page never fails on the configuration.
  const [t, { marqueeIgnoreList }] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFoundPage' }),
    getSiteFacts(locale),
  ]);
  return (
    <>
      <SiteHeader />
      <main id="main" className="container page">
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <p>
          <HomeLink>{t('homeLink')}</HomeLink>
        </p>
        <div className="search-form">
          <LocalizedLazySearchBox locale={locale} marqueeIgnoreList={marqueeIgnoreList} showButton showCount />
        </div>
      </main>
    </>
  );
}
