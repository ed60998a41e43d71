import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** Deletes the uploads no lead claimed, made before `before` (a CV sent with a form that never came). */
export async function deleteUnclaimedUploads(db: SqlQueryable, before: Date): Promise<void> {
  await rowsOf(db, tables.deleteFrom('lead_uploads').where('lead_id', 'is', null).where('created_at', '<', before));
}

/** Of these file names, those that are an upload's id: the files a row still holds. */
export async function uploadIdsAmong(db: SqlQueryable, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await rowsOf(
    db,
    tables
      .selectFrom('lead_uploads')
      .select(sql<string>`id::text`.as('id'))
      .where(sql<string>`id::text`, 'in', names),
  );
  return new Set(rows.map((row) => row.id));
}
