import { useTranslations } from 'next-intl';
import { energyLabelLetter, energyLabelText } from '@immo/domain';

/**
 * The energy label as text in its EPC colour; per-region label images come
 * later. Colour is never the only signal: the text names the label.
 */
export function EnergyBadge({ label }: { label: string }) {
  const t = useTranslations('PropertyCard');
  const letter = energyLabelLetter(label);
  return (
    <span className={`energy-badge${letter ? ` energy-badge--${letter}` : ''}`}>
      {t('energyLabel', { label: energyLabelText(label) })}
    </span>
  );
}
