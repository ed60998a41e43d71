import { claimWeeklyReport, confirmedDemands, insertOutboxMail, ownersDueWeeklyReport } from '@immo/db';
import {
  type IsoDay,
  isLocale,
  type Locale,
  MailJob,
  type MailDataInput,
  mailLaneOf,
  mailSendJobOptions,
  QueueName,
  reportWeek,
  statisticsDayOf,
} from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';
import { type ReportContext, reportProperties } from './report-figures';

export interface WeeklyReportOutcome {
  weekStart: IsoDay;
  /** Reports written (and queued) by this run. */
  mails: number;
}

type OwnerRow = Awaited<ReturnType<typeof ownersDueWeeklyReport>>[number];

/** Thrown inside an owner's transaction to roll it back: another run reported that week first. */
class AlreadyReported extends Error {}

/**
 * One 'owner-weekly-report' outbox row per owner and week: the row and its
 * owner_weekly_reports key are written in one transaction, so running twice
 * (two workers, a retry) mails once.
 */
@Injectable()
export class WeeklyReportService {
  private readonly logger = new Logger(WeeklyReportService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectQueue(QueueName.mail) private readonly mailQueue: Queue,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async run(now: Date, weekStart?: IsoDay): Promise<WeeklyReportOutcome> {
    const today = statisticsDayOf(now);
    const week = weekStart ?? reportWeek(today).weekStart;
    const owners = await ownersDueWeeklyReport(this.dataSource, week);
    const context: ReportContext = {
      weekStart: week,
      today,
      siteUrl: this.env.SITE_URL,
      demands: await confirmedDemands(this.dataSource.manager),
    };
    let mails = 0;
    for (const owner of owners) {
      const outboxId = await this.report(owner, context);
      if (!outboxId) continue;
      mails += 1;
      await this.enqueue(outboxId);
    }
    return { weekStart: week, mails };
  }

  private async report(owner: OwnerRow, context: ReportContext): Promise<string | null> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const locale: Locale = isLocale(owner.locale) ? owner.locale : 'fr';
        const properties = await reportProperties(manager, owner.id, locale, context);
        if (properties.length === 0) return null;
        return this.store(manager, owner, locale, {
          ...this.links(locale),
          weekStart: context.weekStart,
          recipient: recipientOf(owner),
          properties,
        });
      });
    } catch (error) {
      if (error instanceof AlreadyReported) return null;
      throw error;
    }
  }

  private async store(
    manager: EntityManager,
    owner: OwnerRow,
    locale: Locale,
    data: MailDataInput<'owner-weekly-report'>,
  ): Promise<string> {
    const outboxId = await insertOutboxMail(
      manager,
      { template: 'owner-weekly-report', locale, to: owner.email, data },
      this.env.MAIL_FROM,
    );
    // Waits for a concurrent run's insert of the same key, then sees it.
    if (!(await claimWeeklyReport(manager, owner.id, data.weekStart, outboxId))) throw new AlreadyReported();
    return outboxId;
  }

  /** The portal's login page and the portal's account section (where the report is switched off), in the owner's language. */
  private links(locale: Locale): Pick<MailDataInput<'owner-weekly-report'>, 'portalUrl' | 'preferencesUrl'> {
    return {
      portalUrl: new URL(localizePath('/login/', locale), this.env.SITE_URL).toString(),
      preferencesUrl: new URL(`${localizePath('/owner/', locale)}#account`, this.env.SITE_URL).toString(),
    };
  }

  /** After the commit, best effort: the mail relay re-enqueues a row whose job never reached Redis. */
  private async enqueue(outboxId: string): Promise<void> {
    try {
      await this.mailQueue.add(
        MailJob.send,
        { outboxId },
        mailSendJobOptions(outboxId, mailLaneOf('owner-weekly-report')),
      );
    } catch (error) {
      this.logger.warn(
        `Weekly report ${outboxId} stored but not queued (the relay will): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

function recipientOf(owner: OwnerRow): MailDataInput<'owner-weekly-report'>['recipient'] {
  return {
    ...(owner.firstName ? { firstName: owner.firstName } : {}),
    ...(owner.lastName ? { lastName: owner.lastName } : {}),
  };
}
