// The one way a mail enters mail_outbox, for the BFF (forms, subscriptions,
// console actions) and the worker (demand alerts, owner reports): rows built
// here, written by PostgreSQL's insert_outbox_rows (migration
// 1764600000000-AbuseBudgets), which a form's record_lead calls too. Raw SQL
// rather than the entity's insert: on the submit path TypeORM's insert
// builder cost more than the statement (docs/benchmarks.md, "Forms").
import { type Locale, type MailDataInput, type MailTemplate, outboxMessageId } from '@immo/domain';
import { randomUUID } from 'node:crypto';

interface OutboxMailOf<T extends MailTemplate> {
  template: T;
  /** The recipient's language. */
  locale: Locale;
  /** One address, already validated (a form's e-mail field, the agency's, a subscriber's). */
  to: string;
  replyTo?: string | null;
  /** The template's input (mailDataSchemas in @immo/domain): ids, names, the fields it shows; never rendered text. */
  data: MailDataInput<T>;
  /** The lead the mail belongs to (deleted with it); null for other flows. */
  leadId?: string | null;
  /**
   * For a confirmation a visitor asked for: their network (budgetNetwork),
   * whose confirmation budget it spends. Past the budget the mail is not
   * written (held back). Left out, the mail is written.
   */
  budgetNetwork?: string | null;
}

/** One e-mail to send, as a feature describes it; the worker renders `data` with `template`. */
export type OutboxMail = { [T in MailTemplate]: OutboxMailOf<T> }[MailTemplate];

/** A mail_outbox row as insert_outbox_rows reads it; the other columns take their defaults (queued, no attempt yet). */
export interface OutboxInsertRow {
  id: string;
  lead_id: string | null;
  template: MailTemplate;
  locale: Locale;
  to_address: string;
  reply_to: string | null;
  data: object;
  message_id: string;
  budget_network: string | null;
}

/** The confirmation budget of a network: at most `limit` addresses sent a confirmation since `since`. */
export interface ConfirmationBudget {
  limit: number;
  since: Date;
}

/** What runs a statement: a TypeORM EntityManager or a pg client. */
export interface SqlQueryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * The rows of `mails`, each with its id and its Message-ID (at the domain of
 * `messageIdAddress`, sent unchanged on every attempt); nothing is written.
 */
export function outboxRows(mails: readonly OutboxMail[], messageIdAddress: string): OutboxInsertRow[] {
  return mails.map((mail) => {
    const id = randomUUID();
    return {
      id,
      lead_id: mail.leadId ?? null,
      template: mail.template,
      locale: mail.locale,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      data: mail.data,
      message_id: outboxMessageId(id, messageIdAddress),
      budget_network: mail.budgetNetwork ?? null,
    };
  });
}

const INSERT_OUTBOX_ROWS_SQL = 'SELECT insert_outbox_rows($1::jsonb, $2, $3) AS ids';

/**
 * Writes `rows` in one statement, inside the caller's transaction (so a mail
 * exists exactly when what it is about was stored), and answers the ids
 * written: a confirmation past its network's budget has none. Rows with a
 * budget network need the budget.
 */
export async function insertOutboxRows(
  db: SqlQueryable,
  rows: readonly OutboxInsertRow[],
  budget?: ConfirmationBudget,
): Promise<string[]> {
  if (rows.length === 0) return [];
  if (!budget && rows.some((row) => row.budget_network !== null))
    throw new Error('insertOutboxRows: a row spends a network budget, but no budget was given');
  const result = (await db.query(INSERT_OUTBOX_ROWS_SQL, [
    JSON.stringify(rows),
    budget?.limit ?? null,
    budget?.since ?? null,
  ])) as { ids: string[] }[] | { rows: { ids: string[] }[] };
  const [row] = Array.isArray(result) ? result : result.rows;
  return row?.ids ?? [];
}

/** Writes one mail that spends no budget (an alert, a report) and answers its id. */
export async function insertOutboxMail(db: SqlQueryable, mail: OutboxMail, messageIdAddress: string): Promise<string> {
  const [id] = await insertOutboxRows(db, outboxRows([{ ...mail, budgetNetwork: null }], messageIdAddress));
  if (id === undefined) throw new Error('insertOutboxMail: the row was not written');
  return id;
}
