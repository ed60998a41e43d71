import styles from './Operations.module.css';

export interface PagerTexts {
  label: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/** Previous and next as plain links, so a list pages without JavaScript. */
export function OperationsPager({
  page,
  pageSize,
  total,
  hrefOf,
  texts,
}: {
  page: number;
  pageSize: number;
  total: number;
  hrefOf: (page: number) => string;
  texts: PagerTexts;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={texts.label} className={styles.pager}>
      {page > 1 ? <a href={hrefOf(page - 1)}>{texts.previous}</a> : null}
      <span>{texts.pageOf(page, pages)}</span>
      {page < pages ? <a href={hrefOf(page + 1)}>{texts.next}</a> : null}
    </nav>
  );
}
