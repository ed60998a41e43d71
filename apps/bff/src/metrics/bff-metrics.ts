import { catalogueFreshness } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { lastSucceededImportAt } from '@immo/db';
import { withTimeout } from '../common/with-timeout';
import { type BffEnv, ENV } from '../config/env';

/** Request durations in seconds: the list and detail endpoints answer in milliseconds, a cold search in a second or so. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_TIMEOUT_MS = 2_000;
/** The route label of the answers the response cache gives before any route is matched. */
export const RESPONSE_CACHE_ROUTE = '(response cache)';

/**
 * The BFF's Prometheus metrics, in a registry of its own (not prom-client's
 * global one: each test app of a run builds its own). HTTP requests are
 * observed by a Fastify hook (observeRequests); the database figures are
 * read when Prometheus scrapes, the same from every BFF instance.
 */
@Injectable()
export class BffMetrics {
  readonly registry = new Registry();
  readonly requests = new Histogram({
    name: 'immo_http_request_duration_seconds',
    help: 'BFF requests by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Pick<BffEnv, 'SYNC_INCREMENTAL_EVERY_MINUTES'>,
  ) {
    collectDefaultMetrics({ register: this.registry });
    // prom-client calls collect() with the gauge as `this`: the readers come in as closures.
    const importAge = () => this.importAgeSeconds();
    const outbox = () => this.outboxByState();
    new Gauge({
      name: 'immo_import_age_seconds',
      help: 'Seconds since the last successful catalogue import finished (absent: none yet)',
      registers: [this.registry],
      async collect() {
        const ageSeconds = await importAge();
        if (ageSeconds !== null) this.set(ageSeconds);
      },
    });
    new Gauge({
      name: 'immo_mail_outbox_rows',
      help: 'Outbox mails by state (queued, retrying, sent, dead, discarded)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [state, rows] of await outbox()) this.set({ state }, rows);
      },
    });
    new Gauge({
      name: 'immo_mail_dead',
      help: 'Mails given up after their last attempt, waiting for an operator',
      registers: [this.registry],
      async collect() {
        this.set((await outbox()).get('dead') ?? 0);
      },
    });
  }

  /** An answer of the response cache's front, given before Fastify (configure-app.ts). */
  observeCacheHit(method: string, status: number, durationMs: number): void {
    this.requests.observe({ method, route: RESPONSE_CACHE_ROUTE, status: String(status) }, durationMs / 1000);
  }

  private outbox?: Promise<Map<string, number>>;

  /** One query per scrape for both outbox gauges. */
  private outboxByState(): Promise<Map<string, number>> {
    this.outbox ??= withTimeout(
      this.dataSource.query<{ state: string; rows: number }[]>(
        'SELECT state, count(*)::int AS rows FROM mail_outbox GROUP BY state',
      ),
      QUERY_TIMEOUT_MS,
      'outbox metrics',
    )
      .then((rows) => new Map(rows.map((row) => [row.state, row.rows])))
      .finally(() => setTimeout(() => (this.outbox = undefined), 1_000).unref());
    return this.outbox;
  }

  private async importAgeSeconds(): Promise<number | null> {
    const last = await withTimeout(lastSucceededImportAt(this.dataSource), QUERY_TIMEOUT_MS, 'import age metric');
    return catalogueFreshness(last, new Date(), this.env.SYNC_INCREMENTAL_EVERY_MINUTES).ageSeconds;
  }
}
