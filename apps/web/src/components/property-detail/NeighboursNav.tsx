import type { PropertyNeighboursDto } from '@immo/domain';
import { propertyPath, type Locale } from '@immo/i18n';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/Icon';
import { NavLink } from '@/components/NavLink';
import styles from './DetailPage.module.css';

/** Previous and next property in the list's order (the BFF decides which). */
export function NeighboursNav({ neighbours, locale }: { neighbours: PropertyNeighboursDto; locale: Locale }) {
  const t = useTranslations('PropertyDetail');
  const { previous, next } = neighbours;
  if (!previous && !next) return null;
  return (
    <nav aria-label={t('otherProperties')} className={`${styles.neighbours} ${styles.noPrint}`}>
      {previous && (
        <NavLink className={styles.action} href={propertyPath(previous, locale)} rel="prev">
          <Icon name="arrowLeft" />
          {t('previousProperty', { title: previous.title })}
        </NavLink>
      )}
      {next && (
        <NavLink className={`${styles.action} ${styles.next}`} href={propertyPath(next, locale)} rel="next">
          {t('nextProperty', { title: next.title })}
          <Icon name="arrowRight" />
        </NavLink>
      )}
    </nav>
  );
}
