import { outcomeOf } from '@/lib/console/requests/request-outcome';
import type { RequestsT } from './request-texts';
import styles from './Requests.module.css';

/** What the last action did, from the page's address (?done= or ?problem=). */
export function RequestOutcome({
  searchParams,
  t,
}: {
  searchParams: Record<string, string | string[] | undefined>;
  t: RequestsT;
}) {
  const outcome = outcomeOf(searchParams);
  if (outcome === null) return null;
  return 'done' in outcome ? (
    <p role="status" className={styles.status}>
      {t(`done.${outcome.done}`)}
    </p>
  ) : (
    <p role="alert" className={`${styles.status} ${styles.problem}`}>
      {t(`problems.${outcome.problem}`)}
    </p>
  );
}
