import {
  lockOutboxRow,
  markOutboxFailed,
  markOutboxSent,
  markOutboxSentAgain,
  type OutboxSendRow,
  type OutboxSentCopy,
} from '@immo/db';
import { isPendingOutboxState, outboxErrorText, stateAfterFailure } from '@immo/domain';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MailAgency } from './mail-agency';
import { MailTransport } from './mail-transport';
import { renderMail, type RenderedMail } from './templates/render-mail';

/**
 * What became of one `mail.send`: `sent` now; `already-sent`, `not-pending`
 * (dead or discarded: an operator decides), `missing` (its lead was deleted)
 * and `busy` (another run holds the row) send nothing; `failed` will be
 * retried; `dead` will not (retries spent, or a template that cannot render).
 */
export type SendOutcome = 'sent' | 'already-sent' | 'not-pending' | 'missing' | 'busy' | 'failed' | 'dead';

/**
 * The mail as written at this attempt, kept on the row: the console shows an
 * operator the mail as it left (or as the server refused it), not as today's
 * templates and settings would write it again.
 */
const sentCopy = (mail: RenderedMail): OutboxSentCopy => ({
  sentSubject: mail.subject,
  sentHtml: mail.html,
  sentText: mail.text,
});

/** How long a delivered mail's row is marked again while PostgreSQL is away; past it the job fails and the mail may leave twice. */
const SENT_RECORD_PATIENCE_MS = 120_000;

export interface SendResult {
  outcome: SendOutcome;
  attempts?: number;
  error?: string;
}

/**
 * Sends one outbox row, safe to run twice: the row is locked for the
 * attempt (FOR UPDATE SKIP LOCKED), so two runs of one id never send
 * together, and a row already sent is left alone. The lock is a
 * transaction's: a worker killed mid-send loses it with its connection, and
 * the row, still pending, goes out on the next try (BullMQ's stalled-job
 * check or the relay). That is the one case a mail may leave twice, with
 * the same Message-ID, which lets the receiving side tell. A database that
 * goes away once the SMTP server has taken the mail is not such a case: the
 * row is marked sent again and again until PostgreSQL is back.
 */
@Injectable()
export class OutboxSender {
  private readonly logger = new Logger(OutboxSender.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly agency: MailAgency,
  ) {}

  async send(outboxId: string): Promise<SendResult> {
    const agency = await this.agency.current();
    let delivered: SendResult | null = null;
    try {
      return await this.attempt(outboxId, agency, (result) => (delivered = result));
    } catch (error) {
      // The mail left but its row could not be marked (connection lost, commit refused): a retry would send it again.
      if (delivered === null) throw error;
      await this.recordSent(outboxId, error);
      return delivered;
    }
  }

  private attempt(
    outboxId: string,
    agency: Awaited<ReturnType<MailAgency['current']>>,
    onDelivered: (result: SendResult) => void,
  ): Promise<SendResult> {
    return this.dataSource.transaction(async (manager) => {
      const lock = await lockOutboxRow(manager, outboxId);
      if (lock.row === null) return { outcome: lock.why };
      const row = lock.row;
      if (row.state === 'sent') return { outcome: 'already-sent' };
      if (!isPendingOutboxState(row.state)) return { outcome: 'not-pending' };
      let rendered;
      try {
        rendered = await Promise.resolve(
          renderMail({ template: row.template, locale: row.locale, data: row.data }, { agency }),
        );
      } catch (error) {
        // Retrying cannot fix a template or data it rejects: park it for an operator at once.
        return this.failed(manager, row, error, 'dead');
      }
      try {
        await this.transport.send({
          ...rendered,
          to: row.toAddress,
          replyTo: row.replyTo,
          messageId: row.messageId,
          ...(agency ? { senderName: agency.name } : {}),
        });
      } catch (error) {
        return this.failed(manager, row, error, stateAfterFailure(row.attempts + 1), rendered);
      }
      onDelivered({ outcome: 'sent', attempts: row.attempts + 1 });
      await markOutboxSent(manager, row.id, sentCopy(rendered));
      return { outcome: 'sent', attempts: row.attempts + 1 };
    });
  }

  /** Marks a delivered row sent on a fresh connection, waiting out a database restart (SENT_RECORD_PATIENCE_MS). */
  private async recordSent(outboxId: string, cause: unknown): Promise<void> {
    this.logger.warn(`Mail ${outboxId} left but was not marked sent (${outboxErrorText(cause)}); marking it again`);
    const deadline = Date.now() + SENT_RECORD_PATIENCE_MS;
    for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
      try {
        await markOutboxSentAgain(this.dataSource, outboxId);
        return;
      } catch (error) {
        if (Date.now() + wait > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  private async failed(
    manager: EntityManager,
    row: OutboxSendRow,
    error: unknown,
    state: 'retrying' | 'dead',
    rendered?: RenderedMail,
  ): Promise<SendResult> {
    const text = outboxErrorText(error);
    // What the mail server refused, kept for the operator who reads the dead mail before retrying it.
    await markOutboxFailed(manager, row.id, state, text, rendered ? sentCopy(rendered) : undefined);
    return { outcome: state === 'dead' ? 'dead' : 'failed', attempts: row.attempts + 1, error: text };
  }
}
