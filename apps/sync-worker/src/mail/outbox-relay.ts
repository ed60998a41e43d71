import { type JobOf, MailJob, mailSendJobOptions, PENDING_OUTBOX_STATES, QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';

/** A row younger than this is still in its producer's hands (enqueued right after its commit). */
export const RELAY_AFTER_MS = 60_000;
/** Rows offered per run; the next run (a minute later) takes the rest. */
const RELAY_BATCH = 1_000;

export interface RelayOutcome {
  /** Pending rows offered to the queue; those whose job still exists were left as they were. */
  offered: number;
}

/**
 * Puts back on the queue the pending outbox rows whose job is gone: Redis
 * lost its data, was down when the BFF committed, or a job was removed by
 * hand. A `mail.send` job's id is its row's id and BullMQ ignores an add
 * whose id still exists (waiting, delayed, running), so offering every
 * pending row is safe: only the lost ones come back.
 */
@Injectable()
export class OutboxRelay {
  constructor(
    private readonly dataSource: DataSource,
    @InjectQueue(QueueName.mail) private readonly queue: Queue,
  ) {}

  async relay(now: Date = new Date(), afterMs = RELAY_AFTER_MS): Promise<RelayOutcome> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM mail_outbox WHERE state = ANY($1) AND created_at < $2 ORDER BY created_at LIMIT ${RELAY_BATCH}`,
      [PENDING_OUTBOX_STATES, new Date(now.getTime() - afterMs)],
    )) as { id: string }[];
    if (rows.length === 0) return { offered: 0 };
    const payload = (outboxId: string): JobOf<typeof MailJob.send> => ({ outboxId });
    await this.queue.addBulk(
      rows.map(({ id }) => ({ name: MailJob.send, data: payload(id), opts: mailSendJobOptions(id) })),
    );
    return { offered: rows.length };
  }
}
