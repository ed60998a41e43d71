import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/NavLink';
import type { ListFilters } from '@/lib/bff-contract';
import { listSearchHref, pageNumbers } from '@/lib/list-search';
import styles from './ListPagination.module.css';

export function ListPagination({
  path,
  filters,
  page,
  pageCount,
}: {
  path: string;
  filters: ListFilters;
  page: number;
  pageCount: number;
}) {
  const t = useTranslations('Pagination');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      <ul>
        {page > 1 && (
          <li>
            <NavLink href={listSearchHref(path, filters, page - 1)} rel="prev">
              {t('previous')}
            </NavLink>
          </li>
        )}
        {pageNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <NavLink
                href={listSearchHref(path, filters, number)}
                aria-label={t('page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </NavLink>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <NavLink href={listSearchHref(path, filters, page + 1)} rel="next">
              {t('next')}
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
