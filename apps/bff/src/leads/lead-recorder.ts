import {
  emailRetryAfterSeconds,
  type FormKind,
  LEAD_EMAIL_WINDOW_MS,
  LEADS_PER_EMAIL,
  type LeadState,
  type Locale,
  type SpamReason,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import type { CheckedCaptcha } from './captcha-verifier';
import { LeadEntity, type OutboxInsertRow, poolOf } from '@immo/db';
import { LeadException } from './lead.exception';
import { type MailDraft, OutboxWriter } from './outbox-writer';

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
  /** budgetNetwork(request.ip): what the abuse budgets count; left out, none counts this lead. */
  budgetNetwork?: string | null;
  spamReason: SpamReason | null;
}

/**
 * Stores a lead with its mails, after the captcha answer's spending and the
 * per-address limit, in PostgreSQL's record_lead (migration
 * 1764600000000-AbuseBudgets, which holds back a confirmation past its
 * network's budget): one round trip, as a form's path is
 * bound by round trips more than by the work around them (docs/benchmarks.md,
 * "Forms"). Two ways in:
 *
 *   const lead = leadRecorder.draft(draft);
 *   // A handler that only reads: the lead and its mails, nothing else.
 *   const ids = await leadRecorder.record(lead, checkedCaptcha, mails);   // the ids written; may throw CAPTCHA_INVALID, RATE_LIMITED (429)
 *   // A handler that writes rows of its own: the lead first, in a transaction the rows join.
 *   const value = await leadRecorder.transaction(lead, checkedCaptcha, async (manager) => { …writes with manager… });
 *
 * A refused lead writes nothing and leaves its answer unspent.
 */
@Injectable()
export class LeadRecorder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  /** The lead as it will be stored: its id and time given, its address lower-cased. No query. */
  draft(draft: LeadDraft, now: Date = new Date()): LeadEntity {
    const email = draft.email?.trim().toLowerCase() || null;
    return Object.assign(new LeadEntity(), {
      ...draft,
      id: randomUUID(),
      email,
      budgetNetwork: draft.budgetNetwork ?? null,
      createdAt: now,
    });
  }

  /** Stores the lead with `mails` (their leadId defaults to the lead's), in one statement; the ids of the outbox rows written (a confirmation held back has none). */
  async record(lead: LeadEntity, captcha: CheckedCaptcha, mails: readonly MailDraft[] = []): Promise<string[]> {
    const rows = this.outbox.rows(mails.map((mail) => ({ ...mail, leadId: mail.leadId ?? lead.id })));
    // The pool itself: TypeORM's query() would take a query runner of its own for one statement.
    return this.admit(poolOf(this.dataSource), lead, captcha, rows);
  }

  /** Stores the lead, then runs `work` in the same transaction, and commits; a failure in `work` takes the lead back. */
  async transaction<T>(
    lead: LeadEntity,
    captcha: CheckedCaptcha,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const client = (await runner.connect()) as PoolClient;
      await runner.startTransaction();
      await this.admit(client, lead, captcha, []);
      const value = await work(runner.manager);
      await runner.commitTransaction();
      return value;
    } catch (error) {
      // On a connection that broke, there is nothing left to roll back.
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async admit(
    client: Pick<PoolClient, 'query'>,
    lead: LeadEntity,
    captcha: CheckedCaptcha,
    rows: OutboxInsertRow[],
  ): Promise<string[]> {
    const now = lead.createdAt;
    const result = await client.query<{
      outcome: 'captcha' | 'limited' | 'stored';
      recent: Date[] | null;
      mail_ids: string[] | null;
    }>(RECORD_LEAD_SQL, [
      captcha.spentKey,
      captcha.expiresAt,
      LEADS_PER_EMAIL,
      new Date(now.getTime() - LEAD_EMAIL_WINDOW_MS),
      JSON.stringify(leadRecord(lead)),
      JSON.stringify(rows),
      ...this.outbox.confirmationBudget(now),
    ]);
    const {
      outcome,
      recent,
      mail_ids: mailIds,
    } = result.rows[0] ?? { outcome: undefined, recent: null, mail_ids: null };
    if (outcome === 'stored') return mailIds ?? [];
    if (outcome === 'captcha') throw new LeadException('The entered characters are not valid.', 'CAPTCHA_INVALID');
    if (outcome === 'limited') {
      const wait = emailRetryAfterSeconds(recent ?? [], now);
      throw LeadException.rateLimited(
        wait,
        `At most ${LEADS_PER_EMAIL} requests of this kind an hour from one e-mail address.`,
      );
    }
    throw new Error(`record_lead answered ${String(outcome)}`);
  }
}

const RECORD_LEAD_SQL =
  'SELECT outcome, recent, mail_ids FROM record_lead($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)';

/** The lead as record_lead reads it (the leads table's column names). */
function leadRecord(lead: LeadEntity): Record<string, unknown> {
  return {
    id: lead.id,
    kind: lead.kind,
    state: lead.state,
    locale: lead.locale,
    property_id: lead.propertyId,
    project_id: lead.projectId,
    email: lead.email,
    fields: lead.fields,
    utm: lead.utm ?? {},
    page: lead.page,
    client_network: lead.clientNetwork,
    budget_network: lead.budgetNetwork,
    spam_reason: lead.spamReason,
    created_at: lead.createdAt,
  };
}
