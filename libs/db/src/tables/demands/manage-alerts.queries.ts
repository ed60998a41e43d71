// The visitor's own alerts page (the BFF's demands/manage-alerts): every
// confirmed demand of the address a manage link's demand belongs to, and the
// changes the page makes, each limited to that address in its WHERE.
import { type DemandFrequency, storedCriteriaOf, type TDemandCriteria } from '@immo/domain';
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';
import { MATCHABLE_LISTING_COLUMNS } from './matchable-listing.columns';
import { PUBLISHED_PRICE } from '../../sql/published-price-sql';

/** The address and language of the link's demand, if it is still there and confirmed. */
export function manageLinkOwner(db: SqlQueryable, anchorId: string) {
  return firstRowOf(
    db,
    tables
      .selectFrom('demands')
      .select(['email', 'locale'])
      .where('id', '=', anchorId)
      .where('state', '=', 'confirmed'),
  );
}

/** The address's confirmed demands, oldest first (the order they were asked in). */
export async function alertsOfAddress(db: SqlQueryable, email: string) {
  const rows = await rowsOf(
    db,
    tables
      .selectFrom('demands')
      .select([
        'id',
        'goal',
        'property_types as propertyTypes',
        'zones',
        sql<number | null>`${sql.ref('budget_min')}::float8`.as('budgetMin'),
        sql<number | null>`${sql.ref('budget_max')}::float8`.as('budgetMax'),
        'bedrooms_min as bedroomsMin',
        'living_area_min as livingAreaMin',
        'living_area_max as livingAreaMax',
        'max_energy as maxEnergy',
        'features',
        'frequency',
        'paused_at as pausedAt',
        'confirmed_at as confirmedAt',
      ])
      .where('email', '=', email)
      .where('state', '=', 'confirmed')
      .orderBy('created_at')
      .orderBy('id'),
  );
  return rows;
}

export type AddressAlertRow = Awaited<ReturnType<typeof alertsOfAddress>>[number];

/** Changes how often the demand is told; false when it is not a confirmed demand of that address. */
export async function setAlertFrequency(
  db: SqlQueryable,
  email: string,
  demandId: string,
  frequency: DemandFrequency,
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    tables
      .updateTable('demands')
      .set({ frequency })
      .where('id', '=', demandId)
      .where('email', '=', email)
      .where('state', '=', 'confirmed')
      .returning('id'),
  );
  return rows.length > 0;
}

/**
 * Replaces the demand's criteria (the register's, checked by the caller);
 * false when it is not a confirmed demand of that address. Its items already
 * filed stay: a listing mailed before is not mailed again for the new criteria.
 */
export async function setAlertCriteria(
  db: SqlQueryable,
  email: string,
  demandId: string,
  criteria: TDemandCriteria,
): Promise<boolean> {
  const stored = storedCriteriaOf(criteria);
  const rows = await rowsOf(
    db,
    tables
      .updateTable('demands')
      .set({
        goal: stored.goal,
        property_types: stored.propertyTypes,
        zones: stored.zones,
        budget_min: stored.budgetMin,
        budget_max: stored.budgetMax,
        bedrooms_min: stored.bedroomsMin,
        living_area_min: stored.livingAreaMin,
        living_area_max: stored.livingAreaMax,
        max_energy: stored.maxEnergy,
        features: stored.features,
      })
      .where('id', '=', demandId)
      .where('email', '=', email)
      .where('state', '=', 'confirmed')
      .returning('id'),
  );
  return rows.length > 0;
}

/**
 * The listings of the demand's items not yet carried by a mail, with what the
 * demand match reads of each (matchableListing): after new criteria, the ones
 * they no longer match are forgotten before the digest mails them.
 */
export function waitingItemListings(db: SqlQueryable, demandId: string) {
  return rowsOf(
    db,
    tables
      .selectFrom('demand_alert_items as i')
      .innerJoin('properties as p', 'p.id', 'i.property_id')
      .select([
        ...MATCHABLE_LISTING_COLUMNS,
        sql<number | null>`(${sql.raw(PUBLISHED_PRICE)})::float8`.as('publishedPrice'),
      ])
      .distinct()
      .where('i.demand_id', '=', demandId)
      .where('i.outbox_id', 'is', null),
  );
}

/** Pauses (from now) or resumes the demand; a second pause keeps the first time. False when not the address's. */
export async function setAlertPaused(
  db: SqlQueryable,
  email: string,
  demandId: string,
  paused: boolean,
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    tables
      .updateTable('demands')
      .set({ paused_at: paused ? sql<Date>`coalesce(${sql.ref('paused_at')}, now())` : null })
      .where('id', '=', demandId)
      .where('email', '=', email)
      .where('state', '=', 'confirmed')
      .returning('id'),
  );
  return rows.length > 0;
}

/** The demand, locked for its deletion in the caller's transaction; undefined when not a confirmed demand of the address. */
export function lockAddressAlert(db: SqlQueryable, email: string, demandId: string) {
  return firstRowOf(
    db,
    tables
      .selectFrom('demands')
      .select('id')
      .where('id', '=', demandId)
      .where('email', '=', email)
      .where('state', '=', 'confirmed')
      .forUpdate(),
  );
}
