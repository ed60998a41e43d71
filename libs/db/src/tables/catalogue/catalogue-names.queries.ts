// The catalogue's names of the codes a lead or a demand carries (the CRM's
// type list and city list), per language, for its presentation.
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** The names of these property types (the CRM's WebIDs), those that exist. */
export function propertyTypeNames(db: SqlQueryable, webIds: readonly number[]) {
  if (webIds.length === 0) return Promise.resolve([]);
  return rowsOf(
    db,
    tables
      .selectFrom('property_types')
      .select(['web_id as id', 'names'])
      .where('web_id', '=', sql<number>`ANY(${[...webIds]}::int[])`),
  );
}

/** The communes of these postal areas (zip and country), with their names and region. */
export function communesOfPostalAreas(db: SqlQueryable, areas: readonly { zip: string; countryId: number }[]) {
  if (areas.length === 0) return Promise.resolve([]);
  return rowsOf(
    db,
    tables
      .selectFrom('cities as c')
      .innerJoin(
        sql<{ zip: string; country_id: number }>`unnest(${areas.map((area) => area.zip)}::text[], ${areas.map(
          (area) => area.countryId,
        )}::int[])`.as<'z'>(sql`z(zip, country_id)`),
        (join) => join.onRef('z.zip', '=', 'c.zip').onRef('z.country_id', '=', 'c.country_id'),
      )
      .select(['c.zip', 'c.country_id as countryId', 'c.name', 'c.names', 'c.region']),
  );
}
