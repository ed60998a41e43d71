import { useTranslations } from 'next-intl';
import styles from './PriceLoweredBadge.module.css';

/** "Price lowered", in words, for 30 days after a drop (isPriceLowered, given by the BFF as priceLowered). */
export function PriceLoweredBadge({ lowered }: { lowered: boolean | undefined }) {
  const t = useTranslations('PriceHistory');
  if (!lowered) return null;
  return (
    <span className={styles.badge} data-testid="price-lowered">
      {t('badge')}
    </span>
  );
}
