import type { RequestsT } from './request-texts';
import styles from './Requests.module.css';

interface StateFilterProps {
  action: string;
  label: string;
  value: string;
  /** [value, label]; '' for every state when `withAll`. */
  options: readonly (readonly [string, string])[];
  t: RequestsT;
}

/** One state to show, as a GET form (the choice lives in the address). */
export function StateFilter({ action, label, value, options, t }: StateFilterProps) {
  return (
    <form method="get" action={action} className={styles.row}>
      <label className={styles.field}>
        {label}
        <select name="state" defaultValue={value}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.button}>
        {t('show')}
      </button>
    </form>
  );
}
