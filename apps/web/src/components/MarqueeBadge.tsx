import { marqueeBanner } from '@immo/domain';
import { useTranslations } from 'next-intl';

/** 'Sold' / 'Rented' ribbon for marquee codes 3 and 4 (spec §4). */
export function MarqueeBadge({ marquee }: { marquee: number }) {
  const t = useTranslations('PropertyCard');
  const banner = marqueeBanner(marquee);
  if (!banner) return null;
  return <span className={`marquee-badge marquee-badge--${banner}`}>{t(banner)}</span>;
}
