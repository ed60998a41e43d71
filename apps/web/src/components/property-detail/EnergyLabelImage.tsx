import { energyLabelLetter, energyLabelText, type EnergyScheme } from '@immo/domain';
import { useTranslations } from 'next-intl';
import styles from './DetailPage.module.css';

// The EPC scale's colours, A (best) to G; text colours keep AA contrast.
const FILL: Record<string, readonly [background: string, text: string]> = {
  a: ['#00703c', '#fff'],
  b: ['#2d8a34', '#fff'],
  c: ['#8cc63f', '#1b2430'],
  d: ['#ffd500', '#1b2430'],
  e: ['#f7941d', '#1b2430'],
  f: ['#c2410c', '#fff'],
  g: ['#b91c1c', '#fff'],
};

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
  const [background, ink] = FILL[energyLabelLetter(label) ?? ''] ?? ['#4a5563', '#fff'];
  return (
    <svg className={styles.energyImage} viewBox="0 0 160 72" width="160" height="72" role="img" aria-label={t('imageAlt', { label: text, region })}>
      <path d="M0 0H128L160 26L128 52H0Z" fill={background} />
      <text x="56" y="36" textAnchor="middle" fontSize="28" fontWeight="700" fill={ink} fontFamily="system-ui, sans-serif">
        {text}
      </text>
      <text x="0" y="68" fontSize="13" fill="#1b2430" fontFamily="system-ui, sans-serif">
        {region}
      </text>
    </svg>
  );
}
