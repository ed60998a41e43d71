import {
  propertyEnergyLabel,
  RENOVATION_DEADLINE_YEARS,
  renovationNoticeApplies,
  type PropertyDetailDto,
} from '@immo/domain';
import { useTranslations } from 'next-intl';
import { detailGroups } from './detail-groups';
import styles from './DetailPage.module.css';
import { EnergyLabelImage } from './EnergyLabelImage';
import { FieldFacts } from './FieldValue';
import noticeStyles from '@/components/Notice.module.css';
import factsStyles from '@/components/Facts.module.css';
import layout from '@/components/DetailLayout.module.css';

/** The regional energy label image, the EPC values, and the E/F renovation obligation. */
export function EnergySection({ property }: { property: PropertyDetailDto }) {
  const t = useTranslations('PropertyPage');
  const energy = propertyEnergyLabel({
    ...property,
    energyPerformance: property.fields?.energyPerformance ?? property.energyPerformance,
  });
  const values = property.fields
    ? (detailGroups(property.fields).find((group) => group.id === 'energy')?.fields ?? [])
    : [];
  if (!energy && values.length === 0) return null;
  return (
    <section aria-labelledby="energy" className={`${layout.section} ${styles.keepTogether}`}>
      <h2 id="energy">{t('energy')}</h2>
      {energy && <EnergyLabelImage label={energy.label} scheme={energy.scheme} />}
      {values.length > 0 && (
        <dl className={`facts ${factsStyles.facts}`}>
          <FieldFacts fields={values} />
        </dl>
      )}
      {energy && renovationNoticeApplies({ ...property, label: energy.label }) && (
        <p className={`notice ${noticeStyles.notice}`}>{t('renovationNotice', { years: RENOVATION_DEADLINE_YEARS })}</p>
      )}
    </section>
  );
}
