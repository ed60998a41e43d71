import {
  MailJob,
  mailRetryDelayMs,
  QueueName,
  ZMailLeadRetentionPayloadSchema,
  ZMailRelayPayloadSchema,
  ZMailSendPayloadSchema,
} from '@immo/domain';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import type { z } from 'zod';
import { JobLogContext } from '../observability/job-log-context';
import { UploadSweeper } from '../uploads/upload-sweeper';
import { LeadRetention, type RetentionOutcome } from './lead-retention';
import { OutboxRelay, type RelayOutcome } from './outbox-relay';
import { OutboxSender, type SendResult } from './outbox-sender';

export type MailJobOutcome =
  | ({ job: typeof MailJob.send } & SendResult)
  | ({ job: typeof MailJob.relay } & RelayOutcome)
  | ({ job: typeof MailJob.leadRetention } & RetentionOutcome);

/** Sends before the SMTP server answers slowly pile up; four at a time keeps the pool and the server calm. */
const MAIL_CONCURRENCY = 4;

// Every job of the mail queue. Retries wait mailRetryDelayMs (15 s doubling,
// capped at 30 min): the `backoff` type MAIL_BACKOFF_TYPE of mailSendJobOptions.
@Processor(QueueName.mail, {
  concurrency: MAIL_CONCURRENCY,
  settings: { backoffStrategy: (attemptsMade: number) => mailRetryDelayMs(attemptsMade) },
})
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    private readonly sender: OutboxSender,
    private readonly relay: OutboxRelay,
    private readonly retention: LeadRetention,
    private readonly uploads: UploadSweeper,
    private readonly logContext: JobLogContext,
  ) {
    super();
  }

  async process(job: Job<unknown, MailJobOutcome>): Promise<MailJobOutcome> {
    switch (job.name) {
      case MailJob.send: {
        const { outboxId, requestId } = parse(ZMailSendPayloadSchema, job);
        // The log lines of this send carry the id of the request that wrote the mail.
        return this.logContext.run(requestId, () => this.send(outboxId));
      }
      case MailJob.relay: {
        parse(ZMailRelayPayloadSchema, job);
        const outcome = await this.relay.relay();
        if (outcome.offered > 0) this.logger.log(`Relay offered ${outcome.offered} pending mails to the queue`);
        return { job: MailJob.relay, ...outcome };
      }
      case MailJob.leadRetention: {
        parse(ZMailLeadRetentionPayloadSchema, job);
        const outcome = await this.retention.purge();
        // The deleted leads' upload rows went with them (ON DELETE CASCADE): their files go now.
        const files = await this.uploads.sweep();
        this.logger.log(
          `Lead retention: ${outcome.deleted} leads older than ${outcome.before} deleted, ${files} uploaded files`,
        );
        return { job: MailJob.leadRetention, ...outcome };
      }
      default:
        throw new UnrecoverableError(`Unknown job ${job.name} on queue ${QueueName.mail}`);
    }
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

function parse<S extends z.ZodType>(schema: S, job: Job): z.output<S> {
  const payload = schema.safeParse(job.data);
  if (!payload.success) {
    throw new UnrecoverableError(
      `Invalid ${job.name} payload: ${payload.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return payload.data;
}
