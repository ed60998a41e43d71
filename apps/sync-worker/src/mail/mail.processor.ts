import { MailJob, mailRetryDelayMs, QueueName, ZMailSendPayloadSchema } from '@immo/domain';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { ENV, type WorkerEnv } from '../config/env';
import { JobLogContext } from '../observability/job-log-context';
import { parseJobPayload } from './parse-job-payload';
import { OutboxSender, type SendResult } from './outbox-sender';

export type MailJobOutcome = { job: typeof MailJob.send } & SendResult;

// The mail queue's sends. Retries wait mailRetryDelayMs (15 s doubling,
// capped at 30 min): the `backoff` type MAIL_BACKOFF_TYPE of mailSendJobOptions.
// Started by hand once MAIL_CONCURRENCY and MAIL_SEND_PER_SECOND are applied:
// the decorator's options are fixed when the class loads, before the settings are read.
@Processor(QueueName.mail, {
  autorun: false,
  settings: { backoffStrategy: (attemptsMade: number) => mailRetryDelayMs(attemptsMade) },
})
export class MailProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    private readonly sender: OutboxSender,
    private readonly logContext: JobLogContext,
    @Inject(ENV) private readonly env: Pick<WorkerEnv, 'MAIL_CONCURRENCY' | 'MAIL_SEND_PER_SECOND'>,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.env.MAIL_CONCURRENCY;
    // BullMQ's limiter counts in Redis, for every worker of the queue; it only slows the
    // taking of jobs, so each lane's order is kept under it (docs/decisions.md, issue 27).
    if (this.env.MAIL_SEND_PER_SECOND !== undefined)
      this.worker.opts.limiter = { max: this.env.MAIL_SEND_PER_SECOND, duration: 1_000 };
    void this.worker
      .run()
      .catch((error: unknown) =>
        this.logger.error(`Mail worker stopped: ${error instanceof Error ? error.message : String(error)}`),
      );
  }

  async process(job: Job<unknown, MailJobOutcome>): Promise<MailJobOutcome> {
    if (job.name !== MailJob.send) throw new UnrecoverableError(`Unknown job ${job.name} on queue ${QueueName.mail}`);
    const { outboxId, requestId } = parseJobPayload(ZMailSendPayloadSchema, job);
    // The log lines of this send carry the id of the request that wrote the mail.
    return this.logContext.run(requestId, () => this.send(outboxId));
  }

  private async send(outboxId: string): Promise<MailJobOutcome> {
    const result = await this.sender.send(outboxId);
    if (result.outcome === 'failed')
      throw new Error(`Mail ${outboxId} not sent (attempt ${result.attempts ?? '?'}): ${result.error ?? ''}`);
    if (result.outcome === 'dead') {
      this.logger.error(
        `Mail ${outboxId} parked as dead after ${result.attempts ?? '?'} attempts: ${result.error ?? ''}`,
      );
      throw new UnrecoverableError(`Mail ${outboxId} is dead: ${result.error ?? ''}`);
    }
    // The id only, never the address: with the request id, enough to follow a mail from its form.
    if (result.outcome === 'sent') this.logger.log(`Mail ${outboxId} sent (attempt ${result.attempts ?? 1})`);
    return { job: MailJob.send, ...result };
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (error instanceof UnrecoverableError) return;
    const attempts = job ? ` (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1})` : '';
    // Worker events run outside the job's context: the request id is put back for this line.
    const requestId =
      job?.name === MailJob.send ? ZMailSendPayloadSchema.safeParse(job.data).data?.requestId : undefined;
    void this.logContext.run(requestId, async () =>
      this.logger.warn(`Job ${job?.name ?? '?'} ${job?.id ?? ''} failed${attempts}: ${error.message}`),
    );
  }
}
