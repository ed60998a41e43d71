import { catalogueFreshness, type CatalogueFreshness, QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { lastSucceededImportAt, pingDatabase } from '@immo/db';
import { withTimeout } from '../common/with-timeout';
import { type BffEnv, ENV } from '../config/env';

export type DependencyState = 'up' | 'down';

/**
 * Terminus's result (status, info, error, details) with each dependency's
 * state at the top too, as the compose check, the benches and the web's
 * probe have always read it.
 */
export type Readiness = HealthCheckResult & {
  database: DependencyState;
  redis: DependencyState;
  catalogue: CatalogueFreshness['state'] | 'unknown';
};

/** A probe must answer quickly even when a dependency hangs: each check gives up after this, all run at once. */
export const DEPENDENCY_PROBE_TIMEOUT_MS = 1_500;
/** The catalogue's age changes slowly; load balancers poll every few seconds. */
const CATALOGUE_CACHE_MS = 10_000;

/**
 * Readiness: can this BFF do its whole job? PostgreSQL serves every page;
 * Redis takes the queued jobs (imports started by operators, e-mails).
 * A stale catalogue is reported (`catalogue` degraded) but keeps the BFF
 * ready: taking every BFF out of the load balancer because the CRM is late
 * would turn an old catalogue into no site at all.
 */
@Injectable()
export class HealthService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.sync) private readonly syncQueue: Queue,
    @Inject(ENV) private readonly env: Pick<BffEnv, 'SYNC_INCREMENTAL_EVERY_MINUTES'>,
  ) {}

  async readiness(): Promise<Readiness> {
    let result: HealthCheckResult;
    try {
      result = await this.health.check([
        () =>
          this.indicator
            .check('database')
            .attempt(async () => {
              await pingDatabase(this.dataSource);
            })
            .withTimeout(DEPENDENCY_PROBE_TIMEOUT_MS),
        // The producers' own connection, so "up" means a job can be queued. The
        // key is never written: reading it is a round trip and nothing more.
        () =>
          this.indicator
            .check('redis')
            .attempt(async () => {
              await (await this.syncQueue.getBackend().client).get(this.syncQueue.toKey('readiness-probe'));
            })
            .withTimeout(DEPENDENCY_PROBE_TIMEOUT_MS),
        () => this.catalogue(),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      result = error.getResponse() as HealthCheckResult;
    }
    const state = (key: string): DependencyState => (result.details[key]?.status === 'up' ? 'up' : 'down');
    const catalogue = result.details.catalogue?.['state'];
    return {
      ...result,
      database: state('database'),
      redis: state('redis'),
      catalogue: catalogue === 'fresh' || catalogue === 'stale' || catalogue === 'never' ? catalogue : 'unknown',
    };
  }

  /** Up when fresh, degraded (never down) when stale, never imported, or unreadable: an alert, not an outage. */
  private async catalogue() {
    const session = this.indicator.check('catalogue');
    try {
      const freshness = await this.cachedFreshness();
      return freshness.state === 'fresh' ? session.up({ ...freshness }) : session.degraded({ ...freshness });
    } catch {
      return session.degraded({ state: 'unknown' });
    }
  }

  private cached?: { at: number; value: Promise<CatalogueFreshness> };

  private cachedFreshness(): Promise<CatalogueFreshness> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CATALOGUE_CACHE_MS) {
      const value = this.lastImportAt().then((last) =>
        catalogueFreshness(last, new Date(), this.env.SYNC_INCREMENTAL_EVERY_MINUTES),
      );
      // A failed read is not kept: the next probe asks again.
      value.catch(() => {
        if (this.cached?.value === value) this.cached = undefined;
      });
      this.cached = { at: now, value };
    }
    return this.cached.value;
  }

  private async lastImportAt(): Promise<Date | null> {
    return withTimeout(lastSucceededImportAt(this.dataSource), DEPENDENCY_PROBE_TIMEOUT_MS, 'catalogue probe');
  }
}
