import { marqueeBanner } from '@immo/domain';
import { useTranslations } from 'next-intl';
import styles from './Badge.module.css';

/** 'Sold' / 'Rented' ribbon for marquee codes 3 and 4 (spec §4). */
export function MarqueeBadge({ marquee, className = '' }: { marquee: number; className?: string }) {
  const t = useTranslations('PropertyCard');
  const banner = marqueeBanner(marquee);
  if (!banner) return null;
  return (
    <span className={`${styles.marquee} ${banner === 'rented' ? styles.rented : ''} ${className}`}>{t(banner)}</span>
  );
}
