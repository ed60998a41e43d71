import type { CityEntry, CityFilter } from '@immo/domain';
import { useTranslations } from 'next-intl';
import styles from './PropertyListPage.module.css';
import { townOptions } from './town-options';

/** How many chosen towns the fold's summary names before "and N more". */
const NAMED_IN_SUMMARY = 3;

/**
 * Several towns at once: checkboxes in a fold of their own inside the GET
 * form (a <details>, so it opens and closes without JavaScript), whose
 * summary names the towns chosen. A long list scrolls inside the fold.
 */
export function TownsField({ cities, chosen }: { cities: CityEntry[]; chosen: readonly CityFilter[] }) {
  const t = useTranslations('Filters');
  const options = townOptions(cities, chosen);
  const names = options.filter((option) => option.checked).flatMap((option) => option.names);
  const named = names.slice(0, NAMED_IN_SUMMARY).join(', ');
  const more = names.length - NAMED_IN_SUMMARY;
  return (
    <details className={`list-filters__towns ${styles.towns}`}>
      <summary className={styles.townsSummary}>
        <span className={styles.townsLabel}>{t('towns')}</span>
        <span className={styles.townsChosen}>
          {names.length === 0 ? t('cityAny') : more > 0 ? `${named} ${t('townsMore', { count: more })}` : named}
        </span>
      </summary>
      <fieldset className={styles.townsList}>
        <legend className="visually-hidden">{t('towns')}</legend>
        {options.map((option) => (
          <label key={option.value} className={styles.check}>
            <input type="checkbox" name="city" value={option.value} defaultChecked={option.checked} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
