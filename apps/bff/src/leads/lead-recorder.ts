import { emailRetryAfterSeconds, type FormKind, LEAD_EMAIL_WINDOW_MS, LEADS_PER_EMAIL, type LeadState, type Locale, type SpamReason } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import pg, { type PoolClient, type QueryResult } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { SPEND_CAPTCHA_SQL } from '../captcha/captcha.verifier';
import type { CheckedCaptcha } from './captcha-verifier';
import { LeadEntity } from './lead.entity';
import { LeadException } from './lead.exception';
import { insertOutboxRowsSql, type MailDraft, OutboxWriter } from './outbox-writer';

/** pg's own literal escaping (exported by the driver, not by its types). */
const escapeLiteral = (pg as unknown as { escapeLiteral: (value: string) => string }).escapeLiteral;

/** A lead as a feature hands it over; the recorder adds its id and time. */
export interface LeadDraft {
  kind: FormKind;
  state: LeadState;
  locale: Locale;
  propertyId: number | null;
  projectId: number | null;
  /** The visitor's address (any case: it is stored lower-cased); null for a form without one. */
  email: string | null;
  fields: Record<string, unknown>;
  utm: Partial<Record<string, string>>;
  page: string | null;
  /** visitorNetwork(request.ip). */
  clientNetwork: string;
  spamReason: SpamReason | null;
}

/**
 * Stores a lead in a transaction of its own, in three round trips:
 *
 *   const lead = leadRecorder.draft(draft);
 *   const ids = await leadRecorder.transaction(lead, checkedCaptcha, async (manager) => {  // may throw CAPTCHA_INVALID
 *     …a handler's reads and writes with manager…
 *     return leadRecorder.insert(manager, lead, mails);   // may throw RATE_LIMITED (429)
 *   });
 *
 * The transaction opens with the gate: BEGIN, the captcha answer's spending
 * and a transaction-level advisory lock on the visitor's address, in one
 * message. insert, a statement later (with a snapshot taken after the
 * lock), then counts every committed lead of that address, so simultaneous
 * submissions cannot all slip under LEADS_PER_EMAIL, and writes the lead
 * with the mails given in one statement. A refused lead is rolled back, its
 * answer left unspent. On this path each round trip to PostgreSQL costs more
 * than the work around it (docs/benchmarks.md, "Forms").
 */
function gateSql(captcha: CheckedCaptcha, email: string | null): string {
  // The simple protocol carries BEGIN and the gate together but takes no parameters: the values
  // are inlined with the driver's own escaping, and the address only as a number.
  const lock = email === null ? 'NULL' : `pg_advisory_xact_lock(${addressLockKey(email)})`;
  const spend = SPEND_CAPTCHA_SQL.replace('$1', escapeLiteral(captcha.spentKey)).replace('$2', escapeLiteral(captcha.expiresAt.toISOString()));
  return `BEGIN; WITH spent AS (${spend}) SELECT (SELECT count(*) FROM spent)::int AS spent, ${lock} AS locked`;
}

/** The advisory lock of one address's submissions: the first 8 bytes of its SHA-256, as PostgreSQL's bigint. */
function addressLockKey(email: string): string {
  return createHash('sha256').update(`lead-email:${email}`).digest().readBigInt64BE(0).toString();
}

/** The lead, its mails ($15, joined to the lead so that they go in with it) and the address's recent leads of its kind (the CTE's snapshot does not hold the new row). */
const INSERT_LEAD_SQL = `
  WITH recent AS (SELECT created_at FROM leads WHERE email = $7 AND kind = $2 AND created_at > $14),
       added AS (
         INSERT INTO leads (id, kind, state, locale, property_id, project_id, email, fields, utm, page, client_network, spam_reason, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13)
         RETURNING id),
       mails AS (${insertOutboxRowsSql('$15', 'added')})
  SELECT created_at FROM recent`;

@Injectable()
export class LeadRecorder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  /** The lead as it will be stored: its id and time given, its address lower-cased. No query. */
  draft(draft: LeadDraft, now: Date = new Date()): LeadEntity {
    const email = draft.email?.trim().toLowerCase() || null;
    return Object.assign(new LeadEntity(), { ...draft, id: randomUUID(), email, createdAt: now });
  }

  /** Runs `work` in the lead's transaction, opened by the gate (CAPTCHA_INVALID when the answer was spent already), and commits. */
  async transaction<T>(lead: LeadEntity, captcha: CheckedCaptcha, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    try {
      const results = (await client.query(gateSql(captcha, lead.email))) as unknown as QueryResult<{ spent: number }>[];
      // TypeORM is told of the gate's BEGIN, as if it had sent it: a save() or a transaction() in
      // `work` then nests as a savepoint instead of committing the lead's transaction halfway.
      Object.assign(runner, { isTransactionActive: true, transactionDepth: 1 });
      if (results[1]?.rows[0]?.spent !== 1) throw new LeadException('The entered characters are not valid.', 'CAPTCHA_INVALID');
      const value = await work(runner.manager);
      await runner.commitTransaction();
      return value;
    } catch (error) {
      // On a connection that broke, there is nothing left to roll back.
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** Inserts the lead after the per-address limit, with `mails` (their leadId defaults to the lead's); the ids of their outbox rows. */
  async insert(manager: EntityManager, lead: LeadEntity, mails: readonly MailDraft[] = []): Promise<string[]> {
    const rows = this.outbox.rows(mails.map((mail) => ({ ...mail, leadId: mail.leadId ?? lead.id })));
    const now = lead.createdAt;
    const recent = (await manager.query(INSERT_LEAD_SQL, [
      lead.id,
      lead.kind,
      lead.state,
      lead.locale,
      lead.propertyId,
      lead.projectId,
      lead.email,
      JSON.stringify(lead.fields),
      JSON.stringify(lead.utm ?? {}),
      lead.page,
      lead.clientNetwork,
      lead.spamReason,
      now,
      new Date(now.getTime() - LEAD_EMAIL_WINDOW_MS),
      JSON.stringify(rows),
    ])) as { created_at: Date }[];
    // Over the limit: the caller's transaction rolls the insert back.
    const wait = lead.email === null ? 0 : emailRetryAfterSeconds(recent.map((row) => row.created_at), now);
    if (wait > 0) throw LeadException.rateLimited(wait, `At most ${LEADS_PER_EMAIL} requests of this kind an hour from one e-mail address.`);
    return rows.map((row) => row.id);
  }
}
