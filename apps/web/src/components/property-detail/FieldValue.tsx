import { type CrmValueKind, crmValueKinds, facadeKind, formatDate, formatNumber, formatPrice } from '@immo/domain';
import { useTranslations } from 'next-intl';
import type { DetailField } from './detail-groups';

/** One detail value with its unit, every number in the Belgian style (`5.612 m²`) as prices are. */
export function FieldValue({ field }: { field: DetailField }) {
  const tUnits = useTranslations('Units');
  const tCommon = useTranslations('Common');
  const tDetails = useTranslations('PropertyDetails');
  const tDetail = useTranslations('PropertyDetail');
  const tValues = useTranslations('CrmValues');
  const { kind, value } = field;
  if (typeof value === 'boolean') {
    if (kind === 'compliance') return value ? tDetail('compliant') : tDetail('notCompliant');
    return value ? tCommon('yes') : tCommon('no');
  }
  if (Array.isArray(value)) return value.map((age) => tUnits('age', { count: age })).join(', ');
  if (typeof value === 'string') {
    if (isCrmValueKind(kind)) return tValues(kind, { value });
    return kind === 'date' ? formatDate(value) : value;
  }
  switch (kind) {
    case 'area':
      return tUnits('squareMeters', { value: formatNumber(value) });
    case 'length':
      return tUnits('meters', { value: formatNumber(value) });
    case 'money':
      return formatPrice(value);
    case 'energy':
      return tUnits('energy', { value: formatNumber(value) });
    case 'energyTotal':
      return tUnits('energyTotal', { value: formatNumber(value) });
    case 'co2':
      return tUnits('co2', { value: formatNumber(value) });
    case 'facades': {
      const facadeType = facadeKind(value);
      return facadeType ? tDetails('facadeType', { type: facadeType }) : formatNumber(value);
    }
    case 'year':
      // A year is never grouped: 1927, not 1,927.
      return String(value);
    default:
      return formatNumber(value);
  }
}

function isCrmValueKind(kind: string): kind is CrmValueKind {
  return (crmValueKinds as string[]).includes(kind);
}

/** Label and value of each field, as the entries of a `<dl className="facts">`. */
export function FieldFacts({ fields }: { fields: DetailField[] }) {
  const tDetails = useTranslations('PropertyDetails');
  return fields.map((field) => (
    <div key={field.label}>
      <dt>{tDetails(field.label)}</dt>
      <dd>
        <FieldValue field={field} />
      </dd>
    </div>
  ));
}
