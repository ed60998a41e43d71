// Files each listing event under every confirmed demand it matches. The
// table's key makes this idempotent: an event a demand already has (sent or
// waiting for its digest) is not added again.
import { type AlertItemInput, type ConfirmedDemand, recordAlertItems } from '@immo/db';
import { matchesDemand } from '@immo/domain';
import type { EntityManager } from 'typeorm';
import type { ListingChange } from './listing-changes';

/** The demands that received at least one new item. */
export async function recordMatches(
  manager: EntityManager,
  demands: readonly ConfirmedDemand[],
  changes: readonly ListingChange[],
): Promise<Set<string>> {
  const items: AlertItemInput[] = [];
  for (const demand of demands) {
    for (const change of changes) {
      if (!matchesDemand(demand.criteria, change.listing)) continue;
      items.push({
        demandId: demand.id,
        propertyId: change.propertyId,
        event: change.event.kind,
        eventKey: change.event.key,
        previousPrice: change.event.kind === 'price-drop' ? change.previousPrice : null,
      });
    }
  }
  return recordAlertItems(manager, items);
}
