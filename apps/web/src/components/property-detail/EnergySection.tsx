import { propertyEnergyLabel, RENOVATION_DEADLINE_YEARS, renovationNoticeApplies, type PropertyDetailDto } from '@immo/domain';
import { useFormatter, useTranslations } from 'next-intl';
import { EnergyBadge } from '@/components/EnergyBadge';

/** The energy label, the measured value, and the E/F renovation obligation. */
export function EnergySection({ property }: { property: PropertyDetailDto }) {
  const t = useTranslations('PropertyPage');
  const format = useFormatter();
  const energy = propertyEnergyLabel(property);
  if (!energy && property.energyPerformance === null) return null;
  return (
    <section aria-labelledby="energy" className="property__section">
      <h2 id="energy">{t('energy')}</h2>
      {energy && <EnergyBadge label={energy.label} />}
      {property.energyPerformance !== null && (
        <p>{t('energyValue', { value: format.number(property.energyPerformance) })}</p>
      )}
      {energy && renovationNoticeApplies(energy.label) && (
        <p className="notice">{t('renovationNotice', { years: RENOVATION_DEADLINE_YEARS })}</p>
      )}
    </section>
  );
}
