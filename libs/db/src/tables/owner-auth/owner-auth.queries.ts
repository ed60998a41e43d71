// The owners' portal sign-in: accounts (a password per owner), sessions (a
// rotating refresh token, live within the idle and absolute time-outs) and the
// password links mailed to set or reset the password.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { Tables } from '../../query/tables';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** The owners' session time-outs (the BFF's environment). */
export interface OwnerSessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

/** A session that counts: not revoked, used within the idle time-out, younger than the absolute one. */
function live(eb: ExpressionBuilder<Tables, 'owner_sessions'>, limits: OwnerSessionLimits): Expression<SqlBool> {
  return eb.and([
    eb('revoked_at', 'is', null),
    eb('last_used_at', '>', sql<Date>`now() - make_interval(mins => ${sql.lit(limits.idleMinutes)})`),
    eb('created_at', '>', sql<Date>`now() - make_interval(hours => ${sql.lit(limits.absoluteHours)})`),
  ]);
}

/** The owner of `email` or `id`, with their password's hash when they set one. */
export function ownerWithAccount(db: SqlQueryable, by: { email: string } | { id: number }) {
  return firstRowOf(
    db,
    tables
      .selectFrom('owners as o')
      .leftJoin('owner_accounts as a', 'a.owner_id', 'o.id')
      .select(['o.id', 'o.email', 'o.locale', 'o.first_name', 'o.last_name', 'a.password_hash'])
      .where((eb) => ('email' in by ? eb('o.email', '=', by.email) : eb('o.id', '=', by.id))),
  );
}

export type OwnerWithAccount = NonNullable<Awaited<ReturnType<typeof ownerWithAccount>>>;

/** Sets the owner's password (making the account on the first). */
export async function storeOwnerPassword(db: SqlQueryable, ownerId: number, passwordHash: string): Promise<void> {
  await rowsOf(
    db,
    tables
      .insertInto('owner_accounts')
      .values({ owner_id: ownerId, password_hash: passwordHash, password_changed_at: sql<Date>`now()` })
      .onConflict((conflict) =>
        conflict.column('owner_id').doUpdateSet((eb) => ({
          password_hash: eb.ref('excluded.password_hash'),
          password_changed_at: sql<Date>`now()`,
        })),
      ),
  );
}

/** Opens a session with its first refresh token's hash. */
export async function insertOwnerSession(
  db: SqlQueryable,
  session: { id: string; ownerId: number; refreshTokenHash: string },
): Promise<void> {
  await rowsOf(
    db,
    tables.insertInto('owner_sessions').values({
      id: session.id,
      owner_id: session.ownerId,
      refresh_token_hash: session.refreshTokenHash,
      last_used_at: sql<Date>`now()`,
    }),
  );
}

/** Rotates a live session's current refresh token to `nextHash`; its owner, undefined when `presentedHash` is not current. */
export async function rotateOwnerSession(
  db: SqlQueryable,
  sessionId: string,
  presentedHash: string,
  nextHash: string,
  limits: OwnerSessionLimits,
): Promise<number | undefined> {
  const row = await firstRowOf(
    db,
    tables
      .updateTable('owner_sessions')
      .set((eb) => ({
        previous_refresh_token_hash: eb.ref('refresh_token_hash'),
        refresh_token_hash: nextHash,
        rotation: sql<number>`rotation + 1`,
        rotated_at: sql<Date>`now()`,
        last_used_at: sql<Date>`now()`,
      }))
      .where('id', '=', sessionId)
      .where('refresh_token_hash', '=', presentedHash)
      .where((eb) => live(eb, limits))
      .returning('owner_id'),
  );
  return row?.owner_id;
}

/** Whether `presentedHash` is the token a live session's last rotation replaced, within `seconds`: two tabs raced. */
export async function lostOwnerRefreshRace(
  db: SqlQueryable,
  sessionId: string,
  presentedHash: string,
  seconds: number,
  limits: OwnerSessionLimits,
): Promise<boolean> {
  const row = await firstRowOf(
    db,
    tables
      .selectFrom('owner_sessions')
      .select(sql.lit(1).as('one'))
      .where('id', '=', sessionId)
      .where('previous_refresh_token_hash', '=', presentedHash)
      .where('rotated_at', '>', sql<Date>`now() - make_interval(secs => ${sql.lit(seconds)})`)
      .where((eb) => live(eb, limits)),
  );
  return row !== undefined;
}

/** Whether the owner's session still counts (not logged out, not timed out). */
export async function isOwnerSessionLive(
  db: SqlQueryable,
  sessionId: string,
  ownerId: number,
  limits: OwnerSessionLimits,
): Promise<boolean> {
  const row = await firstRowOf(
    db,
    tables
      .selectFrom('owner_sessions')
      .select(sql.lit(1).as('one'))
      .where('id', '=', sessionId)
      .where('owner_id', '=', ownerId)
      .where((eb) => live(eb, limits)),
  );
  return row !== undefined;
}

/** Ends a session (only when `refreshTokenHash` is its current token, if given). */
export async function revokeOwnerSession(
  db: SqlQueryable,
  sessionId: string,
  refreshTokenHash?: string,
): Promise<void> {
  await rowsOf(
    db,
    tables
      .updateTable('owner_sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', sessionId)
      .$if(refreshTokenHash !== undefined, (query) => query.where('refresh_token_hash', '=', refreshTokenHash!))
      .where('revoked_at', 'is', null),
  );
}

/** Ends every session of the owner. */
export async function revokeOwnerSessions(db: SqlQueryable, ownerId: number): Promise<void> {
  await rowsOf(
    db,
    tables
      .updateTable('owner_sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('owner_id', '=', ownerId)
      .where('revoked_at', 'is', null),
  );
}

/** Spends a password link (by its hash) once, before it expires, and with it every other link of its owner: its owner. */
export async function spendOwnerPasswordLink(db: SqlQueryable, tokenHash: string): Promise<number | undefined> {
  const row = await firstRowOf(
    db,
    tables
      .with('used', (q) =>
        q
          .updateTable('owner_password_resets')
          .set({ spent_at: sql<Date>`now()` })
          .where('token_hash', '=', tokenHash)
          .where('spent_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .returning('owner_id'),
      )
      .with('others', (q) =>
        q
          .updateTable('owner_password_resets as r')
          .from('used')
          .set({ spent_at: sql<Date>`now()` })
          .whereRef('r.owner_id', '=', 'used.owner_id')
          .where('r.spent_at', 'is', null)
          .where('r.token_hash', '<>', tokenHash),
      )
      .selectFrom('used')
      .select('owner_id'),
  );
  return row?.owner_id;
}

/** Spends every unused link of the owner (their password was just set another way). */
export async function spendOwnerPasswordLinks(db: SqlQueryable, ownerId: number): Promise<void> {
  await rowsOf(
    db,
    tables
      .updateTable('owner_password_resets')
      .set({ spent_at: sql<Date>`now()` })
      .where('owner_id', '=', ownerId)
      .where('spent_at', 'is', null),
  );
}

/** Whether a link (by its hash) could still be spent. */
export async function isOwnerPasswordLinkUsable(db: SqlQueryable, tokenHash: string): Promise<boolean> {
  const row = await firstRowOf(
    db,
    tables
      .selectFrom('owner_password_resets')
      .select(sql.lit(1).as('one'))
      .where('token_hash', '=', tokenHash)
      .where('spent_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`),
  );
  return row !== undefined;
}

/** Locks the owner's row for the caller's transaction (two link requests of one owner count one after the other). */
export async function lockOwner(db: SqlQueryable, ownerId: number): Promise<void> {
  await rowsOf(db, tables.selectFrom('owners').select(sql.lit(1).as('one')).where('id', '=', ownerId).forUpdate());
}

/** The password links mailed to the owner in the last `recentSeconds` and in the last day. */
export async function ownerPasswordLinksSent(
  db: SqlQueryable,
  ownerId: number,
  recentSeconds: number,
): Promise<{ recent: number; lastDay: number }> {
  const row = await firstRowOf(
    db,
    tables
      .selectFrom('owner_password_resets')
      .select([
        sql<number>`count(*) FILTER (WHERE created_at > now() - make_interval(secs => ${recentSeconds}))::integer`.as(
          'recent',
        ),
        sql<number>`count(*)::integer`.as('lastDay'),
      ])
      .where('owner_id', '=', ownerId)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`),
  );
  return { recent: row?.recent ?? 0, lastDay: row?.lastDay ?? 0 };
}

/** Records a password link (its token's hash) valid `minutes`. */
export async function insertOwnerPasswordLink(
  db: SqlQueryable,
  link: { id: string; ownerId: number; tokenHash: string; minutes: number },
): Promise<void> {
  await rowsOf(
    db,
    tables.insertInto('owner_password_resets').values({
      id: link.id,
      owner_id: link.ownerId,
      token_hash: link.tokenHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${link.minutes})`,
    }),
  );
}
