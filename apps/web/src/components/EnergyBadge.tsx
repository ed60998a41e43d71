import { useTranslations } from 'next-intl';
import { energyLabelLetter, energyLabelText } from '@immo/domain';
import styles from './Badge.module.css';

/**
 * The energy label as text in its EPC colour; per-region label images come
 * later. Colour is never the only signal: the text names the label.
 */
export function EnergyBadge({ label, className = '' }: { label: string; className?: string }) {
  const t = useTranslations('PropertyCard');
  const letter = energyLabelLetter(label);
  return (
    <span className={`${styles.energy} ${letter ? styles[letter] : ''} ${className}`}>
      {t('energyLabel', { label: energyLabelText(label) })}
    </span>
  );
}
