// The console's read of the demands and newsletter subscribers: newest first,
// confirmed or not, a page at a time, with the count of all that match.
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';
import type { SubscriptionState } from './double-opt-in.columns';

export interface ConsolePage {
  limit: number;
  offset: number;
}

const total = sql<number>`count(*)::int`.as('total');

/** A page of demands (all, or those in `state`). */
export function demandsPage(db: SqlQueryable, state: SubscriptionState | undefined, page: ConsolePage) {
  return rowsOf(
    db,
    tables
      .selectFrom('demands')
      .select([
        'id',
        'email',
        'first_name as firstName',
        'last_name as lastName',
        'phone',
        'locale',
        'state',
        'goal',
        'property_types as propertyTypes',
        'zones',
        // NUMERIC: pg sends text; the entity's transformer would make it a number.
        sql<number | null>`budget_min::float8`.as('budgetMin'),
        sql<number | null>`budget_max::float8`.as('budgetMax'),
        'bedrooms_min as bedroomsMin',
        'living_area_min as livingAreaMin',
        'living_area_max as livingAreaMax',
        'max_energy as maxEnergy',
        'features',
        'frequency',
        'created_at as createdAt',
        'confirmed_at as confirmedAt',
      ])
      .$if(state !== undefined, (query) => query.where('state', '=', state as SubscriptionState))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset),
  );
}

/** A page of newsletter sign-ups (all, or those in `state`). */
export function newsletterPage(db: SqlQueryable, state: SubscriptionState | undefined, page: ConsolePage) {
  return rowsOf(
    db,
    tables
      .selectFrom('newsletter_subscriptions')
      .select([
        'id',
        'email',
        'first_name as firstName',
        'last_name as lastName',
        'locale',
        'state',
        'created_at as createdAt',
        'confirmed_at as confirmedAt',
      ])
      .$if(state !== undefined, (query) => query.where('state', '=', state as SubscriptionState))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset),
  );
}

/** How many demands or newsletter sign-ups there are (all, or those in `state`): the same double opt-in columns. */
export async function subscriberCount(
  db: SqlQueryable,
  table: 'demands' | 'newsletter_subscriptions',
  state: SubscriptionState | undefined,
): Promise<number> {
  const row = await firstRowOf(
    db,
    tables
      .selectFrom(table)
      .select(total)
      .$if(state !== undefined, (query) => query.where('state', '=', state as SubscriptionState)),
  );
  return row?.total ?? 0;
}
