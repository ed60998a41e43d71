import type { AreaProblem } from '@immo/domain';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/NavLink';
import type { ListFilters } from '@/lib/bff-contract';
import { listSearchHref, type ListView } from '@/lib/list-search';
import styles from './PropertyListPage.module.css';

interface MapSearchNoticeProps {
  path: string;
  filters: ListFilters;
  view: ListView;
  areaProblem?: AreaProblem;
}

/**
 * Outside the folding filters, so a phone shows it too: the search is
 * limited to a drawn area (with the link that clears it), or the URL's area
 * could not be searched, and why.
 */
export function MapSearchNotice({ path, filters, view, areaProblem }: MapSearchNoticeProps) {
  const t = useTranslations('MapSearch');
  if (areaProblem) {
    return (
      <p className={styles.mapSearchNotice} role="alert">
        {t('areaError', { reason: t(`areaProblem_${areaProblem}`) })}
      </p>
    );
  }
  if (!filters.area) return null;
  return (
    <p className={`map-search-area ${styles.mapSearchNotice}`}>
      {t('areaActive')}{' '}
      <NavLink href={listSearchHref(path, { ...filters, area: undefined }, 1, view)} className={styles.reset}>
        {t('areaClear')}
      </NavLink>
    </p>
  );
}
