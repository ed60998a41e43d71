import { getLocale, getTranslations } from 'next-intl/server';
import { SiteHeader } from '@/components/SiteHeader';
import { HomeLink } from '@/components/HomeLink';
import { getPathname } from '@/i18n/navigation';

/** Spec §2: title and text pointing home, and a search form. */
export default async function NotFoundPage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('NotFoundPage')]);
  return (
    <>
      <SiteHeader />
      <main id="main" className="container page">
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <p>
          <HomeLink>{t('homeLink')}</HomeLink>
        </p>
        {/* A plain GET form: works without JavaScript. The sale list reads
            the query once it exists (a later issue). */}
        <form role="search" action={getPathname({ locale, href: '/for-sale' })} method="get" className="search-form">
          <label htmlFor="not-found-search">{t('searchLabel')}</label>
          <div className="search-form__row">
            <input id="not-found-search" name="q" type="search" placeholder={t('searchPlaceholder')} />
            <button type="submit">{t('searchButton')}</button>
          </div>
        </form>
      </main>
    </>
  );
}
