// Files each listing event under every confirmed demand it matches. The
// table's key makes this idempotent: an event a demand already has (sent or
// waiting for its digest) is not added again.
import type { ConfirmedDemand } from '@immo/db';
import { matchesDemand } from '@immo/domain';
import type { EntityManager } from 'typeorm';
import type { ListingChange } from './listing-changes';

const RECORD = `
  INSERT INTO demand_alert_items (demand_id, property_id, event, event_key, previous_price)
  SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::numeric[])
  ON CONFLICT DO NOTHING
  RETURNING demand_id AS "demandId"`;

/** The demands that received at least one new item. */
export async function recordMatches(
  manager: EntityManager,
  demands: readonly ConfirmedDemand[],
  changes: readonly ListingChange[],
): Promise<Set<string>> {
  const columns: [string[], number[], string[], string[], (number | null)[]] = [[], [], [], [], []];
  for (const demand of demands) {
    for (const change of changes) {
      if (!matchesDemand(demand.criteria, change.listing)) continue;
      columns[0].push(demand.id);
      columns[1].push(change.propertyId);
      columns[2].push(change.event.kind);
      columns[3].push(change.event.key);
      columns[4].push(change.event.kind === 'price-drop' ? change.previousPrice : null);
    }
  }
  if (columns[0].length === 0) return new Set();
  const rows = (await manager.query(RECORD, columns)) as { demandId: string }[];
  return new Set(rows.map((row) => row.demandId));
}
