import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PropertyCard } from '@/components/PropertyCard';
import { SiteHeader } from '@/components/frame/SiteHeader';
import cardStyles from '@/components/Card.module.css';
import { localeParams } from '@/lib/locale-params';
import { staticAlternates } from '@/lib/alternates';
import { withSiteNumbers } from '@/lib/site-numbers';
import type { PropertyGoal } from '@immo/domain';
import { listCities, listProperties, listTypes } from '@/lib/bff';
import { ListFiltersForm } from './ListFiltersForm';
import { ListMapView } from './ListMapView';
import { MapSearchNotice } from './MapSearchNotice';
import { ListPagination } from './ListPagination';
import { ListViewToggle } from './ListViewToggle';
import {
  alternatesWithQuery,
  cityOption,
  listSearchQuery,
  PAGE_SIZE,
  parseListSearch,
  type RawSearchParams,
} from '@/lib/list-search';
import { listMapMarkers } from './map-markers';
import styles from './PropertyListPage.module.css';

export interface PropertyListRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}

const ORIGINAL_PATH: Record<PropertyGoal, string> = { sale: '/for-sale/', rent: '/for-rent/' };

export async function propertyListMetadata({ params }: PropertyListRouteProps, goal: PropertyGoal): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const title = goal === 'sale' ? t('forSaleTitle') : t('forRentTitle');
  const description = goal === 'sale' ? t('forSaleDescription') : t('forRentDescription');
  const alternates = staticAlternates(ORIGINAL_PATH[goal]);
  return {
    title,
    description,
    alternates: { canonical: alternates[locale], languages: alternates },
    openGraph: { title, description, url: alternates[locale], type: 'website' },
  };
}

/** The For sale / For rent list: a GET form of filters, then the cards and the pages or the map. Works without JavaScript, but for the map. */
export async function PropertyListPage({
  params,
  searchParams,
  goal,
}: PropertyListRouteProps & { goal: PropertyGoal }) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const { filters, page, view, areaProblem } = parseListSearch(await searchParams);
  const alternates = staticAlternates(ORIGINAL_PATH[goal]);
  const path = alternates[locale];
  // Only the view shown is fetched (the map needs every pin, the list one
  // page), alongside the filters' lists rather than after them.
  const results =
    view === 'map'
      ? listMapMarkers(locale, goal, filters).then((markers) => [null, markers] as const)
      : listProperties({ locale, goal, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, ...filters }).then(
          (result) => [result, null] as const,
        );
  const [t, tErrors, cities, types, [result, markers]] = await Promise.all([
    getTranslations('PropertyList').then((translate) => withSiteNumbers(translate, locale)),
    getTranslations('Errors'),
    listCities(locale),
    listTypes(locale),
    results,
  ]);
  const total = result?.total ?? markers?.total ?? 0;
  // A map search counts up to 1,000 (MAP_SEARCH_COUNT_CAP), then says "more than".
  const totalCapped = (result ?? markers)?.totalCapped === true;
  const typeOptions = types.filter((type) => (goal === 'sale' ? type.Sale : type.Rent));
  const cityOptions = goal === 'sale' ? cities.sale : cities.rent;
  // The search as this language names it: a city searched in another
  // language is shown (and linked) under its name here. A postal code alone
  // names no town: it stays as it is.
  const shown = filters.city
    ? {
        ...filters,
        city: filters.city.map((city) => (city.name === null ? city : (cityOption(city, cityOptions) ?? city))),
      }
    : filters;

  return (
    <>
      <SiteHeader alternates={alternatesWithQuery(alternates, listSearchQuery(shown, page, view))} />
      <main id="main" className="container page property-list">
        <h1>{goal === 'sale' ? t('forSaleTitle') : t('forRentTitle')}</h1>

        <ListFiltersForm path={path} goal={goal} filters={shown} view={view} cities={cityOptions} types={typeOptions} />
        <MapSearchNotice path={path} filters={shown} view={view} areaProblem={areaProblem} />

        <div className={styles.bar}>
          {/* The count heads the results, so the cards' titles (h3) sit under an h2. */}
          <h2 className={`property-list__count ${styles.count}`}>
            <span role="status">{t(totalCapped ? 'countMore' : 'count', { count: total })}</span>
          </h2>
          <ListViewToggle path={path} filters={shown} view={view} />
        </div>

        {markers && <ListMapView result={markers} locale={locale} {...(filters.area && { area: filters.area })} />}
        {result &&
          (result.items.length === 0 ? (
            <p className="property-list__empty">{tErrors('noResults')}</p>
          ) : (
            <ul className={cardStyles.grid}>
              {result.items.map((property, index) => (
                <li key={property.id}>
                  <PropertyCard property={property} locale={locale} eager={index < 2} />
                </li>
              ))}
            </ul>
          ))}
        {result && (
          <ListPagination path={path} filters={shown} page={page} pageCount={Math.ceil(result.total / PAGE_SIZE)} />
        )}
      </main>
    </>
  );
}
