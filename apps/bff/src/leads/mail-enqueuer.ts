import { type JobOf, MailJob, mailSendJobOptions, QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { withTimeout } from '../common/with-timeout';
import { currentRequestId } from '../logging/request-context';

/**
 * Waiting longer for a Redis that is not there would only slow the visitor's
 * answer: the lead is stored and the worker's relay sends its mails anyway.
 */
const CONNECTION_WAIT_MS = 100;
const ADD_TIMEOUT_MS = 1_000;

export type EnqueueOutcome = 'queued' | 'deferred';

type MailSendJob = {
  name: typeof MailJob.send;
  data: JobOf<typeof MailJob.send>;
  opts: ReturnType<typeof mailSendJobOptions>;
};

/** The jobs asked for during one turn of the event loop, and who waits for them. */
interface Batch {
  jobs: MailSendJob[];
  settle: ((outcome: EnqueueOutcome) => void)[];
}

/**
 * Puts committed outbox rows on the mail queue, best effort. Call it after
 * the transaction that wrote the rows has committed (OutboxWriter): a job
 * for a row that is not committed yet would find nothing. When Redis is
 * away it answers 'deferred' at once and logs once per outage; the worker's
 * relay (mail.relay, every minute) enqueues every pending row it finds.
 *
 * The rows asked for in one turn of the event loop leave in one addBulk:
 * under a burst of forms, one write to Redis serves many submissions instead
 * of one each (docs/benchmarks.md, "Forms").
 */
@Injectable()
export class MailEnqueuer {
  private readonly logger = new Logger(MailEnqueuer.name);
  private deferring = false;
  private batch: Batch | null = null;

  constructor(@InjectQueue(QueueName.mail) private readonly queue: Queue) {}

  enqueue(outboxIds: readonly string[]): Promise<EnqueueOutcome> {
    if (outboxIds.length === 0) return Promise.resolve('queued');
    // Read now: the request's context is gone by the time the batch leaves.
    const requestId = currentRequestId();
    const payload = (outboxId: string): JobOf<typeof MailJob.send> =>
      requestId ? { outboxId, requestId } : { outboxId };
    if (this.batch === null) {
      this.batch = { jobs: [], settle: [] };
      setImmediate(() => void this.flush());
    }
    const batch = this.batch;
    batch.jobs.push(
      ...outboxIds.map((outboxId) => ({
        name: MailJob.send,
        data: payload(outboxId),
        opts: mailSendJobOptions(outboxId),
      })),
    );
    return new Promise((resolve) => batch.settle.push(resolve));
  }

  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = null;
    if (batch === null) return;
    const outcome = await this.send(batch.jobs);
    for (const settle of batch.settle) settle(outcome);
  }

  private async send(jobs: MailSendJob[]): Promise<EnqueueOutcome> {
    try {
      const client = await withTimeout(this.queue.getBackend().client, CONNECTION_WAIT_MS, 'Redis connection');
      if (client.status !== 'ready') throw new Error(`Redis connection ${client.status}`);
      await withTimeout(this.queue.addBulk(jobs), ADD_TIMEOUT_MS, 'queue call');
      if (this.deferring) this.logger.log('Mail jobs are queued again');
      this.deferring = false;
      return 'queued';
    } catch (error) {
      if (!this.deferring) {
        this.logger.warn(
          `Mail jobs not queued (${error instanceof Error ? error.message : String(error)}); the worker's relay will send the stored mails`,
        );
      }
      this.deferring = true;
      return 'deferred';
    }
  }
}
