import { localizePath, type Locale } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/NavLink';
import { LocalizedLazySearchBox } from '@/components/search-box/LocalizedLazySearchBox';
import { getSiteFacts } from '@/config/site';
import searchFormStyles from '@/components/SearchForm.module.css';

/** Spec §2/§8 'Page not found': a title and text pointing home, and a search form (the home page's search box). */
export async function NotFoundMain({ locale }: { locale: Locale }) {
  // getSiteFacts falls back to the environment's facts when the BFF cannot
  // answer, so a 'not found' page never fails on the configuration.
  const [t, { marqueeIgnoreList }] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFoundPage' }),
    getSiteFacts(locale),
  ]);
  return (
    <main id="main" className="container page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <NavLink href={localizePath('/', locale)}>{t('homeLink')}</NavLink>
      </p>
      <div className={searchFormStyles.searchForm}>
        <LocalizedLazySearchBox locale={locale} marqueeIgnoreList={marqueeIgnoreList} showButton showCount />
      </div>
    </main>
  );
}
