// A CV's row while it is sent (the BFF's cv-uploads): its place reserved
// against the budgets, filled when the file is on disk, given to the lead
// that sent it, or given back. The worker's nightly sweep is upload-sweep.
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** What a stored upload's row says, its lead aside. */
const uploadColumns = [
  'id',
  'file_name as fileName',
  'content_type as contentType',
  'size',
  'budget_network as budgetNetwork',
  'challenge_id as challengeId',
  'created_at as createdAt',
  'stored_at as storedAt',
] as const;

/**
 * Takes the reservations' turn for the caller's transaction: one reservation
 * at a time, so two cannot both pass the disk budget. An advisory lock (no row
 * stands for the budget), which no builder writes: one statement.
 */
export async function lockUploadReservations(db: SqlQueryable): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('lead_uploads:reservation'))`);
}

/** The statement's time, the uploads already sent under the challenge, and the bytes all uploads hold. */
export async function uploadBudgetCounts(
  db: SqlQueryable,
  challengeId: string,
): Promise<{ now: Date; forChallenge: number; held: number }> {
  const row = await firstRowOf(
    db,
    tables.selectNoFrom((eb) => [
      sql<Date>`statement_timestamp()`.as('now'),
      eb
        .selectFrom('lead_uploads')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('challenge_id', '=', challengeId)
        .as('forChallenge'),
      eb
        .selectFrom('lead_uploads')
        .select(sql<number>`coalesce(sum(size), 0)::float8`.as('held'))
        .as('held'),
    ]),
  );
  if (!row) throw new Error('uploadBudgetCounts: no row');
  return { now: row.now, forChallenge: row.forChallenge ?? 0, held: row.held ?? 0 };
}

/** The network's uploads made after `since`: when, and how large. */
export function recentUploadsOf(db: SqlQueryable, network: string, since: Date) {
  return rowsOf(
    db,
    tables
      .selectFrom('lead_uploads')
      .select(['created_at as createdAt', 'size'])
      .where('budget_network', '=', network)
      .where('created_at', '>', since),
  );
}

/** Reserves an upload's place: a row of `bytes` with no file yet, made at `at`. */
export async function reserveUpload(
  db: SqlQueryable,
  upload: { id: string; bytes: number; network: string; challengeId: string; at: Date },
): Promise<void> {
  await rowsOf(
    db,
    tables.insertInto('lead_uploads').values({
      id: upload.id,
      lead_id: null,
      file_name: '',
      content_type: '',
      size: upload.bytes,
      budget_network: upload.network,
      challenge_id: upload.challengeId,
      created_at: upload.at,
      stored_at: null,
    }),
  );
}

/** Fills a reserved upload with its stored file's name, type and size; undefined when the reservation is gone. */
export function markUploadStored(
  db: SqlQueryable,
  uploadId: string,
  file: { fileName: string; contentType: string; size: number },
) {
  return firstRowOf(
    db,
    tables
      .updateTable('lead_uploads')
      .set({ file_name: file.fileName, content_type: file.contentType, size: file.size, stored_at: sql<Date>`now()` })
      .where('id', '=', uploadId)
      .where('stored_at', 'is', null)
      .returning(uploadColumns),
  );
}

/** Gives back the place of an upload that never got its file. */
export async function releaseUpload(db: SqlQueryable, uploadId: string): Promise<void> {
  await rowsOf(db, tables.deleteFrom('lead_uploads').where('id', '=', uploadId).where('stored_at', 'is', null));
}

/** Gives the stored, unclaimed upload sent under `challengeId` to the lead; undefined when there is no such upload. */
export function claimUpload(db: SqlQueryable, uploadId: string, leadId: string, challengeId: string) {
  return firstRowOf(
    db,
    tables
      .updateTable('lead_uploads')
      .set({ lead_id: leadId })
      .where('id', '=', uploadId)
      .where('lead_id', 'is', null)
      .where('challenge_id', '=', challengeId)
      .where('stored_at', 'is not', null)
      .returning(uploadColumns),
  );
}

/** Deletes the unclaimed uploads older than `ageSeconds` (by the statement's clock); their ids, for their files. */
export async function deleteUnclaimedUploadsOlderThan(db: SqlQueryable, ageSeconds: number): Promise<string[]> {
  const rows = await rowsOf(
    db,
    tables
      .deleteFrom('lead_uploads')
      .where('lead_id', 'is', null)
      .where('created_at', '<', sql<Date>`statement_timestamp() - make_interval(secs => ${ageSeconds})`)
      .returning('id'),
  );
  return rows.map((row) => row.id);
}
