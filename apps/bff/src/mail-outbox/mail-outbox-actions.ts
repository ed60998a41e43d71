import { type MailAction, mailActionAllowed, outboxMessageId, QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { withTimeout } from '../common/with-timeout';
import { type BffEnv, ENV } from '../config/env';
import { MailEnqueuer } from '../leads/mail-enqueuer';
import { MailOutboxEntity } from '@immo/db';
import type { MailActionResult } from './dto/mail-outbox.params';
import { MailOutboxException, MailOutboxExceptionCode } from './mail-outbox.exception';

const LEFTOVER_CHECK_TIMEOUT_MS = 1_000;

/**
 * What an operator does to one message. Each changes the row in one
 * statement guarded by its state (two operators clicking at once: one wins,
 * the other is told the state changed), then queues the mail like any other.
 */
@Injectable()
export class MailOutboxActions {
  private readonly logger = new Logger(MailOutboxActions.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.mail) private readonly mailQueue: Queue,
    private readonly enqueuer: MailEnqueuer,
    @Inject(ENV) private readonly env: Pick<BffEnv, 'AGENCY_MAIL_TO'>,
  ) {}

  /** A dead message gets a fresh budget of attempts and goes back on the queue, under its own id. */
  async retry(id: string): Promise<MailActionResult> {
    const updated = (await this.dataSource.query(
      `UPDATE mail_outbox SET state = 'queued', attempts = 0, last_error = NULL, updated_at = now() WHERE id = $1 AND state = 'dead' RETURNING id`,
      [id],
    )) as [unknown[], number];
    if (updated[1] === 0) await this.refuse('retry', id);
    await this.clearFinishedJob(id);
    return { id, state: 'queued', enqueued: await this.enqueuer.enqueue([id]) };
  }

  /** A dead message the operator gives up on: kept for the record (retention deletes it later), never sent. */
  async discard(id: string): Promise<MailActionResult> {
    const updated = (await this.dataSource.query(
      `UPDATE mail_outbox SET state = 'discarded', updated_at = now() WHERE id = $1 AND state = 'dead' RETURNING id`,
      [id],
    )) as [unknown[], number];
    if (updated[1] === 0) await this.refuse('discard', id);
    return { id, state: 'discarded', enqueued: 'none' };
  }

  /**
   * A sent message again, as a new row: its own id and Message-ID (the
   * recipient's mail program would otherwise file it as the same mail), a
   * link to the original, the same template, data and recipient. The
   * original row is never sent twice.
   */
  async resend(id: string): Promise<MailActionResult> {
    const newId = await this.dataSource.transaction(async (manager: EntityManager) => {
      const original = await manager.findOne(MailOutboxEntity, { where: { id }, lock: { mode: 'pessimistic_read' } });
      if (!original || !mailActionAllowed('resend', original.state)) return null;
      const copyId = randomUUID();
      await manager.insert(MailOutboxEntity, {
        id: copyId,
        leadId: original.leadId,
        template: original.template,
        locale: original.locale,
        toAddress: original.toAddress,
        replyTo: original.replyTo,
        data: original.data,
        state: 'queued',
        attempts: 0,
        lastError: null,
        messageId: outboxMessageId(copyId, this.env.AGENCY_MAIL_TO),
        sentAt: null,
        resentFrom: original.id,
      });
      return copyId;
    });
    if (newId === null) await this.refuse('resend', id);
    return { id: newId as string, state: 'queued', enqueued: await this.enqueuer.enqueue([newId as string]) };
  }

  private async refuse(action: MailAction, id: string): Promise<never> {
    const [row] = (await this.dataSource.query('SELECT state FROM mail_outbox WHERE id = $1', [id])) as {
      state: string;
    }[];
    if (!row) throw new MailOutboxException(`No message ${id}`, MailOutboxExceptionCode.notFound);
    const refusal = new MailOutboxException(
      `A ${row.state} message cannot be ${action === 'resend' ? 'resent' : action === 'retry' ? 'retried' : 'discarded'}`,
      MailOutboxExceptionCode.actionRefused,
    );
    refusal.details = { state: row.state };
    throw refusal;
  }

  /**
   * BullMQ ignores an add whose job id still exists, finished ones included:
   * a dead message's job kept in Redis (an older removeOnFail, a job an
   * operator kept in Bull Board) would swallow the retry. A finished job is
   * removed first; a waiting or running one is left, and sends the row now
   * queued again (once: the row lock and its state see to that).
   */
  private async clearFinishedJob(id: string): Promise<void> {
    try {
      await withTimeout(
        (async () => {
          const job = await this.mailQueue.getJob(id);
          if (!job) return;
          const state = await job.getState();
          if (state === 'completed' || state === 'failed') await job.remove();
        })(),
        LEFTOVER_CHECK_TIMEOUT_MS,
        'leftover job check',
      );
    } catch (error) {
      // Redis away: the enqueue defers too, and the relay offers the queued row when it is back.
      this.logger.warn(
        `Leftover job of mail ${id} not checked: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
