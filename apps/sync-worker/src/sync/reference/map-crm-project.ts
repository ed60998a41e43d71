// One GetProjectList record → one `projects` row, or a rejection. Pure.
import { COUNTRY_BELGIUM, type PictureDto } from '@immo/domain';
import { type CrmRecord, FieldReader, isRecord } from '../crm/crm-fields';
import { crmIdentity } from '../crm/crm-id';
import { crmPosition } from '../crm/crm-position';
import { sanitiseHtml } from '../html-sanitiser';
import {
  contentHash,
  int32,
  localeByCrmLanguageId,
  localizedField,
  normalizeZip,
  storableAmount,
  stringOrNull,
  withOwnName,
} from './crm-values';
import type { Mapped, ProjectDocumentRow, ProjectRow } from './reference-rows';

export function mapCrmProject(raw: unknown): Mapped<ProjectRow> {
  const identity = crmIdentity(raw);
  if (!identity.ok) return reject(identity.rawId, identity.reason);
  const { id, rawId, record } = identity;

  const read = new FieldReader(record);
  const notes: string[] = [];
  const descriptions = read.array('Descriptions');
  const names = withOwnName(localizedField(descriptions, 'Name'), read.text('Name'));
  if (Object.keys(names).length === 0) read.problems.push('missing Name');
  const position = crmPosition(read.number('GoogleY'), read.number('GoogleX'), notes);

  const fields: Omit<ProjectRow, 'content_hash'> = {
    id,
    names,
    descriptions: localizedField(descriptions, 'Description', sanitiseHtml),
    // Hidden unless the CRM says otherwise, as for properties.
    publish_address: read.boolean('PublishAddress') ?? false,
    street: read.text('Street'),
    house_number: read.text('HouseNumber'),
    box_nr: read.text('BoxNr'),
    zip: normalizeZip(read.text('Zip')),
    city: read.text('City'),
    country_id: int32(read, 'CountryID') ?? COUNTRY_BELGIUM,
    country_name: read.text('CountryName'),
    ...position,
    status: read.text('Status'),
    price_from: storableAmount(read, 'PriceFrom'),
    price_to: storableAmount(read, 'PriceTo'),
    pictures: pictures(read),
    documents: documents(read),
    external_url: read.text('ExternalUrl'),
    crm_created_at: read.dateTime('CreatedDate'),
    crm_changed_at: read.dateTime('LastChangedDate'),
  };
  if (read.problems.length > 0) return reject(rawId, read.problems.join('; '));
  return { ok: true, row: { ...fields, content_hash: contentHash(fields) }, notes };
}

function reject(id: string | number | null, reason: string): Mapped<ProjectRow> {
  return { ok: false, rejection: { id, reason: `GetProjectList: ${reason}` } };
}


function pictures(read: FieldReader): PictureDto[] {
  const entries = read.array('Pictures').filter(isRecord);
  // The CRM's Order decides the display order; without one, the export's order.
  const ordered = entries
    .map((entry, index) => ({ entry, order: typeof entry['Order'] === 'number' ? entry['Order'] : Number.MAX_SAFE_INTEGER, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  return ordered.flatMap(({ entry }) => {
    const url = stringOrNull(entry['Url']);
    return url ? [{ url, width: dimension(entry['Width']), height: dimension(entry['Height']) }] : [];
  });
}

function documents(read: FieldReader): ProjectDocumentRow[] {
  return read
    .array('Documents')
    .filter(isRecord)
    .flatMap((entry: CrmRecord) => {
      const url = stringOrNull(entry['Url']);
      if (!url) return [];
      return [
        {
          url,
          name: stringOrNull(entry['Name']),
          type: stringOrNull(entry['Type']),
          locale: localeByCrmLanguageId.get(Number(entry['LanguageId'])) ?? null,
        },
      ];
    });
}

function dimension(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}
