import { MAX_PROPERTY_IDS } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavouritesList } from '@/components/favourites/FavouritesList';
import { FavouritesSync } from '@/components/favourites/FavouritesSync';
import { FAVOURITES_PATH } from '@/components/favourites/favourites-url';
import { alternatesWithIds, idsOfSearch } from '@/components/favourites/id-search';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { getPropertiesByIds } from '@/lib/bff';
import type { RawSearchParams } from '@/lib/list-search';
import { localeParams } from '@/lib/locale-params';
import styles from '@/components/favourites/Favourites.module.css';

interface FavouritesRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params }: FavouritesRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  // One visitor's list: nothing for a search engine.
  return { title: t('favouritesTitle'), robots: { index: false, follow: true } };
}

/**
 * A visitor's favourites (issue 26). The cards are rendered on the server
 * from the ids in the address, so a shared link works without JavaScript;
 * FavouritesSync puts the browser's own ids there.
 */
export default async function FavouritesPage({ params, searchParams }: FavouritesRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  // An address with a bad id or too many shows what it can: none, rather than an error page.
  const ids = (idsOfSearch(await searchParams) ?? []).slice(0, MAX_PROPERTY_IDS);
  const [t, found] = await Promise.all([
    getTranslations({ locale, namespace: 'Favourites' }),
    ids.length > 0 ? getPropertiesByIds(ids, locale) : Promise.resolve({ items: [], missing: [] }),
  ]);
  return (
    <>
      <SiteHeader alternates={alternatesWithIds(FAVOURITES_PATH, ids)} />
      <main id="main" className="container page">
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        {ids.length === 0 && (
          <noscript>
            <p>{t('needsScript')}</p>
          </noscript>
        )}
        <FavouritesSync
          urlIds={ids.map(String)}
          pagePath={localizePath(FAVOURITES_PATH, locale)}
          texts={{
            empty: t('empty'),
            sharedTitle: t('sharedTitle'),
            sharedText: t('sharedText', { count: ids.length }),
            saveShared: t('saveShared'),
            savedShared: t('savedShared'),
            share: t('share'),
            shareText: t('shareText'),
            copy: t('copy'),
            copied: t('copied'),
          }}
        />
        {found.items.length > 0 && <FavouritesList items={found.items} locale={locale} />}
        {found.missing.length > 0 && <p className={styles.intro}>{t('missing', { count: found.missing.length })}</p>}
      </main>
    </>
  );
}
