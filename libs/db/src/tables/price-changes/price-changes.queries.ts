// property_price_changes (issue 26, docs/decisions.md "Price history"): the
// import's insert, as a fragment of its property upsert (properties.queries.ts),
// and the reads of the detail page and the cards.
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/**
 * The data-modifying CTE body that records, for each row of `written` (the
 * upsert's RETURNING: id, crm_changed_at, published_price) whose published
 * price differs from its row in `before` (the stored row, same columns), one
 * change, in the upsert's own statement. A row that is new has no `before`:
 * a first import records nothing and costs an empty join. `runId`: the
 * statement's parameter holding the sync run's id.
 */
export function recordPriceChangesSql(written: string, before: string, runId: string): string {
  return `INSERT INTO property_price_changes (property_id, old_price, new_price, changed_at, sync_run_id)
    SELECT w.id, b.published_price, w.published_price, least(w.crm_changed_at, now()), ${runId}::integer
      FROM ${written} w JOIN ${before} b ON b.id = w.id
     WHERE b.published_price IS DISTINCT FROM w.published_price`;
}

/** A change as the cards read it (one jsonb, so the list statement stays one row per property). */
export interface LatestPriceChange {
  oldPrice: number | null;
  newPrice: number | null;
  /** ISO timestamp. */
  changedAt: string;
}

/**
 * A scalar subquery: the latest change of the property row `alias` as a
 * LatestPriceChange jsonb, or null. One probe of the (property, date) index
 * per card.
 */
export function latestPriceChangeSql(alias: string): string {
  return `(SELECT jsonb_build_object('oldPrice', c.old_price, 'newPrice', c.new_price, 'changedAt', c.changed_at)
    FROM property_price_changes c WHERE c.property_id = ${alias}."id"
    ORDER BY c.changed_at DESC, c.id DESC LIMIT 1)`;
}

/** How many changes the detail page reads at most (its history stops at the first on-request stretch anyway). */
const HISTORY_LIMIT = 50;

/** A property's recorded changes, newest first. */
export function priceChangesOf(db: SqlQueryable, propertyId: number) {
  return rowsOf(
    db,
    tables
      .selectFrom('property_price_changes')
      .select([
        sql<number | null>`${sql.ref('old_price')}::float8`.as('oldPrice'),
        sql<number | null>`${sql.ref('new_price')}::float8`.as('newPrice'),
        'changed_at as changedAt',
        'sync_run_id as syncRunId',
      ])
      .where('property_id', '=', propertyId)
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_LIMIT),
  );
}
