import { cityFilterValue } from '@immo/domain';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { PropertyCard } from '@/components/PropertyCard';
import { SiteHeader } from '@/components/SiteHeader';
import { routing } from '@/i18n/routing';
import { staticAlternates } from '@/lib/alternates';
import { listCities, listProperties, listTypes, type Goal, type ListFilters } from '@/lib/bff';
import { listSearchQuery, PAGE_SIZE, pageNumbers, parseListSearch, type RawSearchParams } from './list-search';

export interface PropertyListRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}

const ORIGINAL_PATH: Record<Goal, string> = { sale: '/for-sale/', rent: '/for-rent/' };

export async function propertyListMetadata({ params }: PropertyListRouteProps, goal: Goal): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
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

function href(path: string, filters: ListFilters, page: number): string {
  const query = listSearchQuery(filters, page);
  return query ? `${path}?${query}` : path;
}

/** The For sale / For rent list: a GET form of filters, the cards and the pages. Works without JavaScript. */
export async function PropertyListPage({ params, searchParams, goal }: PropertyListRouteProps & { goal: Goal }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { filters, page } = parseListSearch(await searchParams);
  const alternates = staticAlternates(ORIGINAL_PATH[goal]);
  const path = alternates[locale];
  const [t, tFilters, tSort, tPages, tErrors, result, cities, types] = await Promise.all([
    getTranslations('PropertyList'),
    getTranslations('Filters'),
    getTranslations('Sort'),
    getTranslations('Pagination'),
    getTranslations('Errors'),
    listProperties({ locale, goal, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, ...filters }),
    listCities(locale),
    listTypes(locale),
  ]);
  const cityOptions = goal === 'sale' ? cities.sale : cities.rent;
  const typeOptions = types.filter((type) => (goal === 'sale' ? type.Sale : type.Rent));
  const pageCount = Math.ceil(result.total / PAGE_SIZE);
  const selectedCity = filters.city ? cityFilterValue(filters.city) : '';

  return (
    <>
      <SiteHeader alternates={alternates} />
      <main id="main" className="container page property-list">
        <h1>{goal === 'sale' ? t('forSaleTitle') : t('forRentTitle')}</h1>

        <form method="get" action={path} className="list-filters" aria-label={tFilters('title')}>
          <div className="list-filters__field">
            <label htmlFor="filter-city">{tFilters('city')}</label>
            <select id="filter-city" name="city" defaultValue={selectedCity}>
              <option value="">{tFilters('cityAny')}</option>
              {cityOptions.map((city) => {
                const value = cityFilterValue({ name: city.Name, zip: city.Zip });
                return (
                  <option key={value} value={value}>
                    {city.Zip} {city.Name}
                  </option>
                );
              })}
            </select>
          </div>
          <div className="list-filters__field">
            <label htmlFor="filter-type">{tFilters('type')}</label>
            <select id="filter-type" name="type" defaultValue={filters.type === undefined ? '' : String(filters.type)}>
              <option value="">{tFilters('typeAny')}</option>
              {typeOptions.map((type) => (
                <option key={type.WebID} value={String(type.WebID)}>
                  {type.Name}
                </option>
              ))}
            </select>
          </div>
          <div className="list-filters__field">
            <label htmlFor="filter-min-price">{tFilters('priceMin')}</label>
            <input id="filter-min-price" name="minPrice" type="number" inputMode="numeric" min={0} step={1000} defaultValue={filters.minPrice} />
          </div>
          <div className="list-filters__field">
            <label htmlFor="filter-max-price">{tFilters('priceMax')}</label>
            <input id="filter-max-price" name="maxPrice" type="number" inputMode="numeric" min={0} step={1000} defaultValue={filters.maxPrice} />
          </div>
          <div className="list-filters__field">
            <label htmlFor="filter-bedrooms">{tFilters('bedroomsMin')}</label>
            <input id="filter-bedrooms" name="minBedrooms" type="number" inputMode="numeric" min={0} max={100} defaultValue={filters.minBedrooms} />
          </div>
          <div className="list-filters__field">
            <label htmlFor="filter-sort">{tSort('label')}</label>
            <select id="filter-sort" name="sort" defaultValue={filters.sort ?? 'newest'}>
              <option value="newest">{tSort('newest')}</option>
              <option value="price-asc">{tSort('priceAsc')}</option>
              <option value="price-desc">{tSort('priceDesc')}</option>
            </select>
          </div>
          <div className="list-filters__actions">
            <button type="submit" className="button">
              {tFilters('apply')}
            </button>
            <NextLink href={path}>{tFilters('reset')}</NextLink>
          </div>
        </form>

        <p className="property-list__count" role="status">
          {t('count', { count: result.total })}
        </p>

        {result.items.length === 0 ? (
          <p className="property-list__empty">{tErrors('noResults')}</p>
        ) : (
          <ul className="card-grid">
            {result.items.map((property, index) => (
              <li key={property.id}>
                <PropertyCard property={property} locale={locale} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}

        {pageCount > 1 && (
          <nav className="pagination" aria-label={tPages('label')}>
            <ul>
              {page > 1 && (
                <li>
                  <NextLink href={href(path, filters, page - 1)} rel="prev">
                    {tPages('previous')}
                  </NextLink>
                </li>
              )}
              {pageNumbers(page, pageCount).map((number, index) =>
                number === null ? (
                  <li key={`gap-${index}`} aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={number}>
                    <NextLink
                      href={href(path, filters, number)}
                      aria-label={tPages('page', { page: number })}
                      aria-current={number === page ? 'page' : undefined}
                    >
                      {number}
                    </NextLink>
                  </li>
                ),
              )}
              {page < pageCount && (
                <li>
                  <NextLink href={href(path, filters, page + 1)} rel="next">
                    {tPages('next')}
                  </NextLink>
                </li>
              )}
            </ul>
          </nav>
        )}
      </main>
    </>
  );
}
