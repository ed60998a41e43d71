import { energyLabelLetter, energyLabelText, type EnergyScheme } from '@immo/domain';
import { useTranslations } from 'next-intl';
import styles from './DetailPage.module.css';

/**
 * The energy label as a small image of its regional scale: an arrow in the
 * label's colour with the label, and the region (Flanders, Brussels,
 * Wallonia, Luxembourg) under it. Drawn as SVG so each label of each region
 * needs no image file and stays sharp in print; its accessible name says it all.
 */
export function EnergyLabelImage({ label, scheme }: { label: string; scheme: EnergyScheme }) {
  const t = useTranslations('EnergyLabel');
  const text = energyLabelText(label);
  const region = t('region', { region: scheme });
  // The scale's colours are the badges' (--epc-* in globals.css); an unknown label is grey.
  const letter = energyLabelLetter(label);
  const background = letter ? `var(--epc-${letter})` : '#4a5563';
  const ink = letter ? `var(--epc-${letter}-ink)` : '#fff';
  return (
    <svg
      className={styles.energyImage}
      viewBox="0 0 160 72"
      width="160"
      height="72"
      role="img"
      aria-label={t('imageAlt', { label: text, region })}
    >
      <path d="M0 0H128L160 26L128 52H0Z" style={{ fill: background }} />
      <text
        x="56"
        y="36"
        textAnchor="middle"
        fontSize="28"
        fontWeight="700"
        style={{ fill: ink }}
        fontFamily="system-ui, sans-serif"
      >
        {text}
      </text>
      <text x="0" y="68" fontSize="13" fill="#1b2430" fontFamily="system-ui, sans-serif">
        {region}
      </text>
    </svg>
  );
}
