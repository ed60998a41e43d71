import { outboxBacklogByTemplate, pingDatabase } from '@immo/db';
import { mailLaneBacklog, mailLanesDegraded, QueueName } from '@immo/domain';
import { MailerService } from '@nestjs-modules/mailer';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { stat } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';
import { defaultExportLocation } from '../sync/export-source-for';

/** Each check gives up after this; all run at once. */
export const PROBE_TIMEOUT_MS = 1_500;
/** SMTP and the CRM are other companies' servers: asked at most this often, whatever polls us. */
const REMOTE_CACHE_MS = 15_000;

/** Readiness as terminus gives it, or "degraded": everything answers, but a lead's mail waits too long (issue 27). */
export type WorkerReadiness = Omit<HealthCheckResult, 'status'> & { status: HealthCheckResult['status'] | 'degraded' };

/**
 * The worker's readiness: PostgreSQL and Redis (without them no job runs),
 * the SMTP server (mails wait in the outbox meanwhile) and the CRM source
 * (imports fail meanwhile). Any of them down: 503, so an operator's probe
 * or an alert names it; the process itself stays up (liveness).
 */
@Injectable()
export class WorkerHealth {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.sync) private readonly syncQueue: Queue,
    private readonly mailer: MailerService,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async readiness(): Promise<WorkerReadiness> {
    const result = await this.dependencies();
    if (result.status !== 'ok') return result;
    return this.withMailLanes(result);
  }

  /**
   * The lanes' backlog under `mail`; "degraded", still 200, when the lead
   * lane's oldest mail waited more than a minute: the worker is up and should
   * stay in service, but an operator should look (a stuck worker, a rate too low).
   */
  private async withMailLanes(result: HealthCheckResult): Promise<WorkerReadiness> {
    let lanes;
    try {
      lanes = mailLaneBacklog(await outboxBacklogByTemplate(this.dataSource), new Date());
    } catch {
      // The database answered the probe a moment ago; a failed count says nothing new.
      return result;
    }
    const mail = { status: 'up' as const, lanes };
    const details = { ...result.details, mail };
    if (mailLanesDegraded(lanes)) return { ...result, status: 'degraded', details, info: { ...result.info, mail } };
    return { ...result, details, info: { ...result.info, mail } };
  }

  private async dependencies(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () =>
          this.indicator
            .check('database')
            .attempt(async () => {
              await pingDatabase(this.dataSource);
            })
            .withTimeout(PROBE_TIMEOUT_MS),
        () =>
          this.indicator
            .check('redis')
            .attempt(async () => {
              // Any read proves the connection; the key is never written.
              await (await this.syncQueue.getBackend().client).get(this.syncQueue.toKey('readiness-probe'));
            })
            .withTimeout(PROBE_TIMEOUT_MS),
        () => this.smtp(),
        () => this.crm(),
      ]);
    } catch (error) {
      if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
      throw error;
    }
  }

  private smtp() {
    // No SMTP_URL (development): mails become .eml files, nothing to reach.
    if (this.env.SMTP_URL === undefined) return this.indicator.check('smtp').up({ transport: 'eml-files' });
    return this.indicator
      .check('smtp')
      .attempt(async () => {
        if (!(await this.mailer.verifyAllTransporters()))
          throw new Error('SMTP server refused the connection or the login');
      })
      .withTimeout(PROBE_TIMEOUT_MS * 2)
      .cacheFor(REMOTE_CACHE_MS);
  }

  private crm() {
    const location = defaultExportLocation(this.env);
    const session = this.indicator.check('crm');
    if (location === undefined) return session.down({ message: 'no CRM source configured' });
    if (/^https?:\/\//.test(location)) {
      // Any answer, even 401 or 405, proves the API is there; credentials are the import's business.
      return session
        .attempt(async ({ signal }) => {
          await fetch(location, { method: 'HEAD', signal });
          return { source: 'api' };
        })
        .withTimeout(PROBE_TIMEOUT_MS * 2)
        .cacheFor(REMOTE_CACHE_MS);
    }
    return session
      .attempt(async () => {
        if (!(await stat(location)).isDirectory()) throw new Error('the export folder is not a folder');
        return { source: 'folder' };
      })
      .withTimeout(PROBE_TIMEOUT_MS)
      .cacheFor(REMOTE_CACHE_MS);
  }
}
