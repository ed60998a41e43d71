// The console's operators: accounts made or reset from the command line and
// set up through a link, their sessions (an opaque cookie checked on every
// request) and the audit of what they did.
import { OPERATOR_SESSION_ABSOLUTE_HOURS, OPERATOR_SESSION_IDLE_MINUTES } from '@immo/domain';
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

const accountColumns = [
  'id',
  'email',
  'display_name',
  'password_hash',
  'totp_secret',
  'totp_confirmed_at',
  'disabled_at',
] as const;

/** Makes the account of `email`, or renames the existing one; its id, and whether it is new. */
export async function upsertOperatorAccount(
  db: SqlQueryable,
  email: string,
  displayName: string,
): Promise<{ id: number; created: boolean }> {
  const row = await firstRowOf(
    db,
    tables
      .insertInto('operator_accounts')
      .values({ email, display_name: displayName, totp_secret: '' })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet((eb) => ({ display_name: eb.ref('excluded.display_name') })),
      )
      .returning(['id', sql<boolean>`(xmax = 0)`.as('created')]),
  );
  if (row === undefined) throw new Error('operator_accounts: no row returned');
  return row;
}

/** Starts the account over: no password, a new (sealed) authenticator secret, enabled, and a setup link valid `hours`. */
export async function restartOperatorAccount(
  db: SqlQueryable,
  operatorId: number,
  sealedTotpSecret: string,
  setupTokenHash: string,
  hours: number,
): Promise<void> {
  await rowsOf(
    db,
    tables
      .updateTable('operator_accounts')
      .set({
        password_hash: null,
        totp_secret: sealedTotpSecret,
        totp_confirmed_at: null,
        totp_last_step: null,
        disabled_at: null,
        setup_token_hash: setupTokenHash,
        setup_expires_at: sql<Date>`now() + make_interval(hours => ${hours})`,
      })
      .where('id', '=', operatorId),
  );
}

/** Disables the account of `email` (first date kept) and voids its setup link; its id, undefined for an unknown e-mail. */
export async function disableOperatorAccount(db: SqlQueryable, email: string): Promise<number | undefined> {
  const row = await firstRowOf(
    db,
    tables
      .updateTable('operator_accounts')
      .set({
        disabled_at: sql<Date>`COALESCE(disabled_at, now())`,
        setup_token_hash: null,
        setup_expires_at: null,
      })
      .where('email', '=', email)
      .returning('id'),
  );
  return row?.id;
}

/** The enabled account whose setup link (by its hash) can still be spent; locked for the caller's transaction when `lock`. */
export function operatorBySetupTokenHash(db: SqlQueryable, setupTokenHash: string, lock: boolean) {
  return firstRowOf(
    db,
    tables
      .selectFrom('operator_accounts')
      .select(accountColumns)
      .where('setup_token_hash', '=', setupTokenHash)
      .where('setup_expires_at', '>', sql<Date>`now()`)
      .where('disabled_at', 'is', null)
      .$if(lock, (query) => query.forUpdate()),
  );
}

/** The account of `email`, enabled or not. */
export function operatorByEmail(db: SqlQueryable, email: string) {
  return firstRowOf(db, tables.selectFrom('operator_accounts').select(accountColumns).where('email', '=', email));
}

export type OperatorAccountRow = NonNullable<Awaited<ReturnType<typeof operatorByEmail>>>;

/** Spends the authenticator's time step of an accepted code; false when it, or a later one, was already spent (a replay). */
export async function spendOperatorTotpStep(db: SqlQueryable, operatorId: number, step: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    tables
      .updateTable('operator_accounts')
      .set({ totp_last_step: String(step) })
      .where('id', '=', operatorId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
      .returning('id'),
  );
  return rows.length > 0;
}

/** Completes the setup: the password, the authenticator confirmed at `step`, the link spent. */
export async function completeOperatorSetup(
  db: SqlQueryable,
  operatorId: number,
  passwordHash: string,
  step: number,
): Promise<void> {
  await rowsOf(
    db,
    tables
      .updateTable('operator_accounts')
      .set({
        password_hash: passwordHash,
        totp_confirmed_at: sql<Date>`now()`,
        totp_last_step: String(step),
        setup_token_hash: null,
        setup_expires_at: null,
      })
      .where('id', '=', operatorId),
  );
}

/** Opens a session. */
export async function insertOperatorSession(
  db: SqlQueryable,
  session: { id: string; operatorId: number; tokenHash: string },
): Promise<void> {
  await rowsOf(
    db,
    tables.insertInto('operator_sessions').values({
      id: session.id,
      operator_id: session.operatorId,
      token_hash: session.tokenHash,
      last_used_at: sql<Date>`now()`,
    }),
  );
}

/**
 * The operator of a live session (not revoked, used within the idle limit,
 * younger than the absolute limit, its account enabled), marking the session
 * used now; undefined when there is none.
 */
export function touchOperatorSession(db: SqlQueryable, sessionId: string, tokenHash: string) {
  return firstRowOf(
    db,
    tables
      .updateTable('operator_sessions as s')
      .from('operator_accounts as a')
      .set({ last_used_at: sql<Date>`now()` })
      .where('s.id', '=', sessionId)
      .where('s.token_hash', '=', tokenHash)
      .whereRef('a.id', '=', 's.operator_id')
      .where('a.disabled_at', 'is', null)
      .where('s.revoked_at', 'is', null)
      .where('s.last_used_at', '>', sql<Date>`now() - interval '${sql.lit(OPERATOR_SESSION_IDLE_MINUTES)} minutes'`)
      .where('s.created_at', '>', sql<Date>`now() - interval '${sql.lit(OPERATOR_SESSION_ABSOLUTE_HOURS)} hours'`)
      .returning(['a.id', 'a.email', 'a.display_name as displayName']),
  );
}

/** Revokes one session (its id and token); its operator, undefined when there was no such live session. */
export async function revokeOperatorSession(
  db: SqlQueryable,
  sessionId: string,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await firstRowOf(
    db,
    tables
      .updateTable('operator_sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', sessionId)
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .returning('operator_id'),
  );
  return row?.operator_id;
}

/** Revokes every live session of the operator. */
export async function revokeOperatorSessions(db: SqlQueryable, operatorId: number): Promise<void> {
  await rowsOf(
    db,
    tables
      .updateTable('operator_sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null),
  );
}

/** One line of the operators' audit. */
export async function recordOperatorAction(
  db: SqlQueryable,
  action: {
    operatorId: number | null;
    action: string;
    target: string | null;
    details: Record<string, unknown>;
    clientNetwork: string;
  },
): Promise<void> {
  await rowsOf(
    db,
    tables.insertInto('operator_actions').values({
      operator_id: action.operatorId,
      action: action.action,
      target: action.target,
      details: sql<Record<string, unknown>>`${JSON.stringify(action.details)}::jsonb`,
      client_network: action.clientNetwork,
    }),
  );
}
