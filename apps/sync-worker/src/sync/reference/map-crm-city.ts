// One GetCityList record → one `cities` row, or a rejection.
import { cityRegion, COUNTRY_BELGIUM } from '@immo/domain';
import { MAX_CITY_NAME_LENGTH } from '../crm/column-bounds';
import { FieldReader, isRecord } from '../crm/crm-fields';
import { localizedField, normalizeZip, withOwnName } from './crm-values';
import type { CityRow, Mapped } from './reference-rows';

export function mapCrmCity(raw: unknown): Mapped<CityRow> {
  if (!isRecord(raw)) return { ok: false, rejection: { id: null, reason: 'GetCityList: record is not an object' } };
  const read = new FieldReader(raw);
  const name = read.required('Name', read.text('Name'));
  if (name !== null && name.length > MAX_CITY_NAME_LENGTH)
    read.problems.push(`Name is longer than ${MAX_CITY_NAME_LENGTH} characters`);
  const zip = read.required('Zip', normalizeZip(read.text('Zip')));
  // Belgium, the agency's home country, when the CRM omits it (as for properties).
  const countryId = read.integer('CountryID') ?? COUNTRY_BELGIUM;
  const region = zip === null ? null : cityRegion(zip, countryId);
  if (zip !== null && region === null)
    read.problems.push(`Zip ${zip} in country ${countryId} is in no region the site serves`);
  // Cities have no ID: the rejection names them by what an operator searches the CRM for.
  const label = `${name?.slice(0, MAX_CITY_NAME_LENGTH) ?? '?'} ${zip?.slice(0, 20) ?? '?'}`;
  if (read.problems.length > 0 || name === null || zip === null || region === null) {
    return { ok: false, rejection: { id: label, reason: `GetCityList: ${read.problems.join('; ')}` } };
  }
  const row: CityRow = {
    zip,
    country_id: countryId,
    name,
    names: withOwnName(localizedField(read.array('Names'), 'Name'), name),
    country_name: read.text('CountryName') ?? '',
    region,
  };
  return { ok: true, row, notes: [] };
}

/** The natural key: one zip holds several communes, one name several zips. */
export function cityKey(row: Pick<CityRow, 'zip' | 'country_id' | 'name'>): string {
  return `${row.country_id}|${row.zip}|${row.name}`;
}
