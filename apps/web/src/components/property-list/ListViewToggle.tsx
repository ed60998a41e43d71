import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/NavLink';
import type { ListFilters } from '@/lib/bff-contract';
import { listSearchHref, type ListView } from '@/lib/list-search';
import styles from './PropertyListPage.module.css';

/** List or map: two links, so the view is part of the shareable URL and the filters carry over. */
export function ListViewToggle({ path, filters, view }: { path: string; filters: ListFilters; view: ListView }) {
  const t = useTranslations('PropertyList');
  const views: Array<{ view: ListView; label: string }> = [
    { view: 'list', label: t('showList') },
    { view: 'map', label: t('showMap') },
  ];
  return (
    <nav className={styles.viewToggle} aria-label={t('viewLabel')}>
      <ul>
        {views.map((item) => (
          <li key={item.view}>
            <NavLink
              href={listSearchHref(path, filters, 1, item.view)}
              aria-current={item.view === view ? 'page' : undefined}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
