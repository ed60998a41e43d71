import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** Deletes the demands and newsletter sign-ups nobody confirmed, made before `before`; how many of each went. */
export async function deleteUnconfirmedSubscriptions(
  db: SqlQueryable,
  before: Date,
): Promise<{ demands: number; newsletter: number }> {
  const demands = await rowsOf(
    db,
    tables.deleteFrom('demands').where('state', '=', 'unconfirmed').where('created_at', '<', before).returning('id'),
  );
  const newsletter = await rowsOf(
    db,
    tables
      .deleteFrom('newsletter_subscriptions')
      .where('state', '=', 'unconfirmed')
      .where('created_at', '<', before)
      .returning('id'),
  );
  return { demands: demands.length, newsletter: newsletter.length };
}
