import type { RequestsT } from './request-texts';
import styles from './Requests.module.css';

/** Previous and next as plain links, so the list pages without JavaScript. */
export function Pager({
  page,
  pageSize,
  total,
  hrefOf,
  t,
}: {
  page: number;
  pageSize: number;
  total: number;
  hrefOf: (page: number) => string;
  t: RequestsT;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={t('pagerLabel')} className={styles.pager}>
      {page > 1 ? <a href={hrefOf(page - 1)}>{t('previous')}</a> : null}
      <span>{t('pageOf', { page, pages })}</span>
      {page < pages ? <a href={hrefOf(page + 1)}>{t('next')}</a> : null}
    </nav>
  );
}
