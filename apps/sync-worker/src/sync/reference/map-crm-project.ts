// One GetProjectList record → one `projects` row, or a rejection. Pure.
import { COUNTRY_BELGIUM, type PictureDto } from '@immo/domain';
import { type CrmRecord, FieldReader, isRecord } from '../crm/crm-fields';
import { crmIdentity } from '../crm/crm-id';
import { crmPosition } from '../crm/crm-position';
import { cleanCrmRecord } from '../crm/clean-text';
import { webAddress } from '../crm/crm-links';
import { sanitiseDescriptionHtml } from '@immo/platform/html';
import {
  contentHash,
  localeByCrmLanguageId,
  localizedField,
  normalizeZip,
  stringOrNull,
  withOwnName,
} from './crm-values';
import type { Mapped, ProjectDocumentRow, ProjectRow } from './reference-rows';

export function mapCrmProject(raw: unknown): Mapped<ProjectRow> {
  const notes: string[] = [];
  const identity = crmIdentity(cleanCrmRecord(raw, notes));
  if (!identity.ok) return reject(identity.rawId, identity.reason);
  const { id, rawId, record } = identity;

  const read = new FieldReader(record);
  const descriptions = read.array('Descriptions');
  const names = withOwnName(localizedField(descriptions, 'Name'), read.text('Name'));
  if (Object.keys(names).length === 0) read.problems.push('missing Name');
  const position = crmPosition(read.number('GoogleY'), read.number('GoogleX'), notes);

  const fields: Omit<ProjectRow, 'content_hash'> = {
    id,
    names,
    descriptions: localizedField(descriptions, 'Description', sanitiseDescriptionHtml),
    // Hidden unless the CRM says otherwise, as for properties.
    publish_address: read.boolean('PublishAddress') ?? false,
    street: read.text('Street'),
    house_number: read.text('HouseNumber'),
    box_nr: read.text('BoxNr'),
    zip: normalizeZip(read.text('Zip')),
    city: read.text('City'),
    country_id: read.integer('CountryID') ?? COUNTRY_BELGIUM,
    country_name: read.text('CountryName'),
    ...position,
    status: read.text('Status'),
    price_from: read.price('PriceFrom'),
    price_to: read.price('PriceTo'),
    pictures: pictures(read, notes),
    documents: documents(read, notes),
    // The project's own site: agents may paste it without its https://.
    external_url: webAddress(record['ExternalUrl'], 'ExternalUrl', notes, { assumeHttps: true }),
    crm_created_at: read.dateTime('CreatedDate'),
    crm_changed_at: read.dateTime('LastChangedDate'),
  };
  if (read.problems.length > 0) return reject(rawId, read.problems.join('; '));
  return { ok: true, row: { ...fields, content_hash: contentHash(fields) }, notes };
}

function reject(id: string | number | null, reason: string): Mapped<ProjectRow> {
  return { ok: false, rejection: { id, reason: `GetProjectList: ${reason}` } };
}

function pictures(read: FieldReader, notes: string[]): PictureDto[] {
  // The CRM's Order decides the display order; without one, the export's order.
  const ordered = read
    .array('Pictures')
    .map((entry, index) => ({
      entry,
      order: isRecord(entry) && typeof entry['Order'] === 'number' ? entry['Order'] : Number.MAX_SAFE_INTEGER,
      index,
    }))
    .filter((item): item is { entry: CrmRecord; order: number; index: number } => isRecord(item.entry))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  return ordered.flatMap(({ entry, index }) => {
    const url = webAddress(entry['Url'], `Pictures[${index}].Url`, notes);
    return url ? [{ url, width: dimension(entry['Width']), height: dimension(entry['Height']) }] : [];
  });
}

function documents(read: FieldReader, notes: string[]): ProjectDocumentRow[] {
  return read.array('Documents').flatMap((entry, index) => {
    if (!isRecord(entry)) return [];
    const url = webAddress(entry['Url'], `Documents[${index}].Url`, notes);
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
