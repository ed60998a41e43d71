import type { PropertyDetailFields } from '@immo/domain';
import { useTranslations } from 'next-intl';

/** The water-test outcome Flemish law requires a listing to state, including 'not flood-prone'. */
export function FloodMention({ fields }: { fields: PropertyDetailFields }) {
  const tDetails = useTranslations('PropertyDetails');
  const tDetail = useTranslations('PropertyDetail');
  if (fields.floodProneArea === null) return null;
  return (
    <div>
      <dt>{tDetails('floodZone')}</dt>
      <dd>
        {fields.floodProneArea
          ? tDetail('floodType', { type: fields.floodRiskZone ?? 'other' })
          : tDetail('notFloodProne')}
      </dd>
    </div>
  );
}
