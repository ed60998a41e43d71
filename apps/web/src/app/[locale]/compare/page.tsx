import { COMPARE_MAX, COMPARE_MIN } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareTable } from '@/components/favourites/CompareTable';
import { COMPARE_PATH, FAVOURITES_PATH, pathWithIds } from '@/components/favourites/favourites-url';
import { alternatesWithIds, idsOfSearch } from '@/components/favourites/id-search';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { PrintButton } from '@/components/property-detail/PrintButton';
import { getPropertiesByIds } from '@/lib/bff';
import type { RawSearchParams } from '@/lib/list-search';
import { localeParams } from '@/lib/locale-params';
import styles from '@/components/favourites/Compare.module.css';

interface CompareRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params }: CompareRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: t('compareTitle'), robots: { index: false, follow: true } };
}

/**
 * Two to four properties side by side (issue 26), rendered on the server from
 * `?ids=4101,4102` (or the favourites page's checkboxes, `ids` repeated), so
 * it works without JavaScript and prints on A4.
 */
export default async function ComparePage({ params, searchParams }: CompareRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const ids = idsOfSearch(await searchParams);
  const inRange = ids !== null && ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  const [t, found] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    inRange ? getPropertiesByIds(ids, locale) : Promise.resolve(null),
  ]);
  const items = found?.items ?? [];
  const message =
    ids === null
      ? t('invalid')
      : ids.length > COMPARE_MAX
        ? t('tooMany')
        : items.length < COMPARE_MIN
          ? t('tooFew')
          : null;
  return (
    <>
      <SiteHeader alternates={alternatesWithIds(COMPARE_PATH, ids ?? [])} />
      <main id="main" className={`container page ${styles.compareRoot}`}>
        <h1>{t('title')}</h1>
        {message ? (
          <p className={styles.message} role="status" data-testid="compare-message">
            {message}
          </p>
        ) : (
          <CompareTable items={items} locale={locale} />
        )}
        <div className={styles.actions}>
          <a href={pathWithIds(FAVOURITES_PATH, locale, [])}>{t('backToFavourites')}</a>
          {!message && <PrintButton label={t('print')} />}
        </div>
      </main>
    </>
  );
}
