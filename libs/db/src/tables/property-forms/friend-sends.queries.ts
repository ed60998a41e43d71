// The send-to-a-friend budget per client network (friend_sends).
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/**
 * Takes the network's turn for the caller's transaction, so two sends cannot
 * both pass the hourly count. An advisory lock on the network's hash (no row
 * to lock: the network may have none), which no builder writes: one statement.
 */
export async function lockFriendSends(db: SqlQueryable, clientNetwork: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('friend_sends:' || $1))`, [clientNetwork]);
}

/** When the network sent a property to a friend after `since`, oldest first. */
export async function friendSendTimesSince(db: SqlQueryable, clientNetwork: string, since: Date): Promise<Date[]> {
  const rows = await rowsOf(
    db,
    tables
      .selectFrom('friend_sends')
      .select('created_at')
      .where('client_network', '=', clientNetwork)
      .where('created_at', '>', since)
      .orderBy('created_at', 'asc'),
  );
  return rows.map((row) => row.created_at);
}
