import { MailUpkeepJob, QueueName, ZMailLeadRetentionPayloadSchema, ZMailRelayPayloadSchema } from '@immo/domain';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { UploadSweeper } from '../uploads/upload-sweeper';
import { LeadRetention, type RetentionOutcome } from './lead-retention';
import { parseJobPayload } from './parse-job-payload';
import { OutboxRelay, type RelayOutcome } from './outbox-relay';

export type MailUpkeepOutcome =
  | ({ job: typeof MailUpkeepJob.relay } & RelayOutcome)
  | ({ job: typeof MailUpkeepJob.leadRetention } & RetentionOutcome);

/**
 * The mail queue's upkeep, on a queue of its own: the relay's run must not
 * wait behind the backlog it is there to rebuild (after Redis came back
 * empty it waited about 2 minutes in the mail queue, issue 27). One at a
 * time: two relays at once would only offer the same rows twice.
 */
@Processor(QueueName.mailUpkeep, { concurrency: 1 })
export class MailUpkeepProcessor extends WorkerHost {
  private readonly logger = new Logger(MailUpkeepProcessor.name);

  constructor(
    private readonly relay: OutboxRelay,
    private readonly retention: LeadRetention,
    private readonly uploads: UploadSweeper,
  ) {
    super();
  }

  async process(job: Job<unknown, MailUpkeepOutcome>): Promise<MailUpkeepOutcome> {
    switch (job.name) {
      case MailUpkeepJob.relay: {
        parseJobPayload(ZMailRelayPayloadSchema, job);
        const outcome = await this.relay.relay();
        if (outcome.offered > 0 || outcome.promoted > 0)
          this.logger.log(
            `Relay offered ${outcome.offered} pending mails to the queue and moved up ${outcome.promoted} that waited past their lane's patience`,
          );
        return { job: MailUpkeepJob.relay, ...outcome };
      }
      case MailUpkeepJob.leadRetention: {
        parseJobPayload(ZMailLeadRetentionPayloadSchema, job);
        const outcome = await this.retention.purge();
        // The deleted leads' upload rows went with them (ON DELETE CASCADE): their files go now.
        const files = await this.uploads.sweep();
        this.logger.log(
          `Lead retention: ${outcome.deleted} leads older than ${outcome.before} deleted, ${files} uploaded files`,
        );
        return { job: MailUpkeepJob.leadRetention, ...outcome };
      }
      default:
        throw new UnrecoverableError(`Unknown job ${job.name} on queue ${QueueName.mailUpkeep}`);
    }
  }
}
