import { NEAR_KM_CHOICES, NEAR_KM_DEFAULT, type CityEntry } from '@immo/domain';
import { useTranslations } from 'next-intl';
import type { ListFilters } from '@/lib/bff-contract';
import styles from './PropertyListPage.module.css';

/** How many of the map search's filters are set (a town and its distance count once, as does a drawn area). */
export function mapSearchFilterCount(filters: ListFilters): number {
  return (filters.near === undefined ? 0 : 1) + (filters.area ? 1 : 0);
}

/**
 * "Within N km of a town": two plain selects of the GET form, so it works
 * without JavaScript and is the keyboard's and the screen reader's way to
 * search by place (drawing an area needs a pointer). A town is its postcode:
 * its centre is the mean position of the postcode's properties (BFF).
 */
export function NearTownField({ filters, cities }: { filters: ListFilters; cities: CityEntry[] }) {
  const t = useTranslations('MapSearch');
  const towns = new Map<string, string[]>();
  for (const city of cities) towns.set(city.Zip, [...(towns.get(city.Zip) ?? []), city.Name]);
  const km = filters.km ?? NEAR_KM_DEFAULT;
  // A distance typed into the URL that the list does not offer is still shown as chosen.
  const choices: readonly number[] = NEAR_KM_CHOICES.some((choice) => choice === km)
    ? NEAR_KM_CHOICES
    : [...NEAR_KM_CHOICES, km].sort((a, b) => a - b);
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="filter-near">{t('town')}</label>
        <select id="filter-near" name="near" defaultValue={filters.near ?? ''}>
          <option value="">{t('townAny')}</option>
          {[...towns].map(([zip, names]) => (
            <option key={zip} value={zip}>
              {zip} {names.join(', ')}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-km">{t('distance')}</label>
        <select id="filter-km" name="km" defaultValue={String(km)}>
          {choices.map((choice) => (
            <option key={choice} value={String(choice)}>
              {t('km', { km: choice })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
