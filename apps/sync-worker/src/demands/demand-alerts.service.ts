import { confirmedDemands, demandsWithWaitingItems } from '@immo/db';
import { MailJob, mailLaneOf, mailSendJobOptions, QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';
import { type AlertMailerConfig, flushDemandAlerts } from './alert-mailer';
import { recordMatches } from './alert-recorder';
import { takeListingChanges } from './listing-changes';

export interface AfterImportOutcome {
  baseline: boolean;
  changes: number;
  demandsMatched: number;
  mails: number;
}

/**
 * After an import: what changed is matched against the confirmed demands
 * and filed (one transaction); the instant demands are mailed at once, the
 * others wait for their digest. Every step is safe to repeat.
 */
@Injectable()
export class DemandAlertsService {
  private readonly logger = new Logger(DemandAlertsService.name);
  private readonly mailer: AlertMailerConfig;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectQueue(QueueName.mail) private readonly mailQueue: Queue,
    @Inject(ENV) env: WorkerEnv,
  ) {
    this.mailer = {
      siteUrl: env.SITE_URL,
      subscriptionSecret: env.SUBSCRIPTION_TOKEN_SECRET,
      // The Message-ID's right side is the sender's domain, as for every other mail.
      mailFrom: env.MAIL_FROM,
    };
  }

  async afterImport(): Promise<AfterImportOutcome> {
    const { baseline, changes, matched, instant } = await this.dataSource.transaction(async (manager) => {
      const taken = await takeListingChanges(manager);
      if (taken.changes.length === 0) return { ...taken, matched: 0, instant: [] as string[] };
      const demands = await confirmedDemands(manager);
      const filed = await recordMatches(manager, demands, taken.changes);
      const instantIds = demands
        .filter((demand) => demand.frequency === 'instant' && filed.has(demand.id))
        .map((demand) => demand.id);
      return { ...taken, matched: filed.size, instant: instantIds };
    });
    const mails = await this.flush(instant);
    return { baseline, changes: changes.length, demandsMatched: matched, mails };
  }

  /** The daily or weekly digest: every confirmed demand of that frequency with something waiting. */
  async digest(frequency: 'daily' | 'weekly'): Promise<number> {
    return this.flush(await demandsWithWaitingItems(this.dataSource, frequency));
  }

  private async flush(demandIds: readonly string[]): Promise<number> {
    let mails = 0;
    for (const demandId of demandIds) {
      const outcome = await this.dataSource.transaction((manager) => flushDemandAlerts(manager, demandId, this.mailer));
      if (!outcome) continue;
      mails += 1;
      await this.enqueue(outcome.outboxId);
    }
    return mails;
  }

  /** After the commit, best effort: the mail relay re-enqueues a row whose job never reached Redis. */
  private async enqueue(outboxId: string): Promise<void> {
    try {
      await this.mailQueue.add(MailJob.send, { outboxId }, mailSendJobOptions(outboxId, mailLaneOf('demand-alert')));
    } catch (error) {
      this.logger.warn(
        `Alert ${outboxId} stored but not queued (the relay will): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
