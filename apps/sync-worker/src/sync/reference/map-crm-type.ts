// One GetWebIDList record → one `property_types` row, or a rejection.
import { FieldReader, isRecord } from '../crm/crm-fields';
import { rawCrmId } from '../crm/crm-id';
import { localizedField, withOwnName } from './crm-values';
import type { Mapped, PropertyTypeRow } from './reference-rows';

export function mapCrmType(raw: unknown): Mapped<PropertyTypeRow> {
  if (!isRecord(raw)) return { ok: false, rejection: { id: null, reason: 'GetWebIDList: record is not an object' } };
  const read = new FieldReader(raw);
  const crmId = read.required('ID', read.integer('ID'));
  const webId = read.required('WebID', read.integer('WebID'));
  const names = withOwnName(localizedField(read.array('Names'), 'Name'), read.text('Name'));
  if (Object.keys(names).length === 0) read.problems.push('missing Name');
  const row = {
    web_id: webId ?? 0,
    crm_id: crmId ?? 0,
    names,
    show_order: read.integer('ShowOrder'),
    // Offered in a search only when the CRM says so.
    sale: read.boolean('Sale') ?? false,
    rent: read.boolean('Rent') ?? false,
  };
  if (read.problems.length > 0)
    return { ok: false, rejection: { id: rawCrmId(raw), reason: `GetWebIDList: ${read.problems.join('; ')}` } };
  return { ok: true, row, notes: [] };
}
