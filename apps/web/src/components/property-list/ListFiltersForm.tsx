import {
  ENERGY_FILTER_LABELS,
  energyLabelText,
  type CityEntry,
  type PropertyGoal,
  type PropertyType,
} from '@immo/domain';
import { useLocale, useTranslations } from 'next-intl';
import { formatArea } from '@immo/domain';
import { NavLink } from '@/components/NavLink';
import type { ListFilters } from '@/lib/bff-contract';
import { NearTownField, mapSearchFilterCount } from './NearTownField';
import { listSearchHref, type ListView } from '@/lib/list-search';
import { pluralTextFrom } from '@/components/search-box/plural-text';
import { FeaturesField } from './FeaturesField';
import { LiveCount } from './LiveCount';
import { TownsField } from './TownsField';
import styles from './PropertyListPage.module.css';

interface ListFiltersFormProps {
  /** The list page's URL in this language: the form's GET target. */
  path: string;
  goal: PropertyGoal;
  filters: ListFilters;
  view: ListView;
  cities: CityEntry[];
  types: PropertyType[];
}

/** Several towns are one filter; each feature is one. */
function activeFilterCount(filters: ListFilters): number {
  return (
    (filters.feature?.length ?? 0) +
    [
      filters.city,
      filters.type,
      filters.minPrice,
      filters.maxPrice,
      filters.minBedrooms,
      filters.minLivingArea,
      filters.maxLivingArea,
      filters.maxEnergy,
    ].filter((value) => value !== undefined).length
  );
}

/**
 * A plain GET form, so filtering works without JavaScript and the URL holds
 * the search. On a phone it folds into a <details> (its summary counts the
 * active filters); from tablet width it is always open (see the CSS).
 */
export function ListFiltersForm({ path, goal, filters, view, cities, types }: ListFiltersFormProps) {
  const t = useTranslations('Filters');
  const tSort = useTranslations('Sort');
  const tList = useTranslations('PropertyList');
  const locale = useLocale();
  const countTexts = {
    count: pluralTextFrom(locale, (count) => tList('count', { count })),
    countMore: pluralTextFrom(locale, (count) => tList('countMore', { count })).other,
  };
  const active = activeFilterCount(filters) + mapSearchFilterCount(filters);
  return (
    <details className={styles.filters}>
      <summary className={styles.filtersSummary}>
        {t('title')}
        {active > 0 && <span className={styles.filtersCount}> ({t('activeFilters', { count: active })})</span>}
      </summary>
      {/* autoComplete off: the back button must show the form as the URL it returns to says, not as it was typed before
          the search was sent (the browser's restoring of typed values would pair one search's form with another's list). */}
      <form
        method="get"
        action={path}
        className={`list-filters ${styles.form}`}
        aria-label={t('title')}
        autoComplete="off"
      >
        {/* The map view stays the map view when the filters change. */}
        {view === 'map' && <input type="hidden" name="view" value="map" />}
        {/* A drawn area stays when the other filters change; "Clear area" (MapSearchNotice) removes it. */}
        {filters.area && <input type="hidden" name="area" value={formatArea(filters.area)} />}
        <TownsField cities={cities} chosen={filters.city ?? []} />
        <NearTownField filters={filters} cities={cities} />
        <div className={styles.field}>
          <label htmlFor="filter-type">{t('type')}</label>
          <select id="filter-type" name="type" defaultValue={filters.type === undefined ? '' : String(filters.type)}>
            <option value="">{t('typeAny')}</option>
            {types.map((type) => (
              <option key={type.WebID} value={String(type.WebID)}>
                {type.Name}
              </option>
            ))}
          </select>
        </div>
        <NumberField id="filter-min-price" name="minPrice" label={t('priceMin')} step={1000} value={filters.minPrice} />
        <NumberField id="filter-max-price" name="maxPrice" label={t('priceMax')} step={1000} value={filters.maxPrice} />
        <NumberField
          id="filter-bedrooms"
          name="minBedrooms"
          label={t('bedroomsMin')}
          max={100}
          value={filters.minBedrooms}
        />
        <NumberField
          id="filter-min-living"
          name="minLivingArea"
          label={t('livingAreaMin')}
          max={100_000}
          step={5}
          value={filters.minLivingArea}
        />
        <NumberField
          id="filter-max-living"
          name="maxLivingArea"
          label={t('livingAreaMax')}
          max={100_000}
          step={5}
          value={filters.maxLivingArea}
        />
        <div className={styles.field}>
          {/* Each property is judged on its own region's scale (ENERGY_FILTER_LABELS in @immo/domain). */}
          <label htmlFor="filter-energy">{t('energyMax')}</label>
          <select id="filter-energy" name="maxEnergy" defaultValue={filters.maxEnergy ?? ''}>
            <option value="">{t('energyAny')}</option>
            {ENERGY_FILTER_LABELS.map((label) => (
              <option key={label} value={label}>
                {energyLabelText(label)}
              </option>
            ))}
          </select>
        </div>
        <FeaturesField chosen={filters.feature ?? []} />
        <div className={styles.field}>
          <label htmlFor="filter-sort">{tSort('label')}</label>
          <select id="filter-sort" name="sort" defaultValue={filters.sort ?? 'newest'}>
            <option value="newest">{tSort('newest')}</option>
            <option value="price-asc">{tSort('priceAsc')}</option>
            <option value="price-desc">{tSort('priceDesc')}</option>
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={`button ${styles.submit}`}>
            {t('apply')}
          </button>
          <NavLink href={listSearchHref(path, {}, 1, view)} className={styles.reset}>
            {t('reset')}
          </NavLink>
          <LiveCount goal={goal} locale={locale} texts={countTexts} />
        </div>
      </form>
    </details>
  );
}

/** A whole-number filter (price, bedrooms, area): typed on a phone's number pad, empty when the search leaves it open. */
function NumberField({
  id,
  name,
  label,
  value,
  max,
  step,
}: {
  id: string;
  name: string;
  label: string;
  value: number | undefined;
  max?: number;
  step?: number;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="number" inputMode="numeric" min={0} max={max} step={step} defaultValue={value} />
    </div>
  );
}
