import { outboxBacklogByTemplate } from '@immo/db';
import { catalogueFreshness, mailLaneBacklog } from '@immo/domain';
import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Job, Queue } from 'bullmq';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** Jobs last from a mail's second to an import's minutes. */
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];
const READ_TIMEOUT_MS = 2_000;

function withinTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), READ_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The worker's Prometheus metrics (its /metrics): queue depths by queue and
 * state, read when scraped; each job's duration and failures by queue and
 * job name, from the BullMQ workers' events; the catalogue's age; process figures.
 */
@Injectable()
export class WorkerMetrics implements OnApplicationBootstrap {
  readonly registry = new Registry();
  private readonly jobs = new Histogram({
    name: 'immo_job_duration_seconds',
    help: 'Jobs processed, by queue, job name and outcome (completed, failed)',
    labelNames: ['queue', 'job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });
  private readonly failures = new Counter({
    name: 'immo_job_failures_total',
    help: 'Failed job attempts (retried or given up), by queue and job name',
    labelNames: ['queue', 'job'] as const,
    registers: [this.registry],
  });
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly discovery: DiscoveryService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Pick<WorkerEnv, 'SYNC_INCREMENTAL_EVERY_MINUTES'>,
  ) {
    collectDefaultMetrics({ register: this.registry });
    // prom-client calls collect() with the gauge as `this`: the readers come in as closures.
    const depths = () => this.depths();
    const importAge = () => this.importAgeSeconds();
    const lanes = () => this.mailLanes();
    new Gauge({
      name: 'immo_queue_jobs',
      help: 'Jobs in each queue by state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { queue, state, jobs } of await depths()) this.set({ queue, state }, jobs);
      },
    });
    // Both mail lane gauges read one query per scrape (the second reads the first's answer).
    let lanesRead: ReturnType<typeof lanes> | undefined;
    new Gauge({
      name: 'immo_mail_lane_pending',
      help: 'Mails not sent yet (queued or retrying), by lane (urgent: leads and accounts; alerts; bulk: reports)',
      labelNames: ['lane'] as const,
      registers: [this.registry],
      async collect() {
        lanesRead = lanes();
        this.reset();
        for (const lane of await lanesRead) this.set({ lane: lane.lane }, lane.pending);
      },
    });
    new Gauge({
      name: 'immo_mail_lane_oldest_waiting_seconds',
      help: 'Age of the oldest mail of each lane not attempted yet (0: none waits)',
      labelNames: ['lane'] as const,
      registers: [this.registry],
      async collect() {
        const read = lanesRead ?? lanes();
        lanesRead = undefined;
        this.reset();
        for (const lane of await read) this.set({ lane: lane.lane }, lane.oldestWaitingSeconds ?? 0);
      },
    });
    new Gauge({
      name: 'immo_import_age_seconds',
      help: 'Seconds since the last successful catalogue import finished (absent: none yet)',
      registers: [this.registry],
      async collect() {
        const age = await importAge();
        if (age !== null) this.set(age);
      },
    });
  }

  onApplicationBootstrap(): void {
    for (const { instance } of this.discovery.getProviders()) {
      if (instance instanceof Queue) this.queues.set(instance.name, instance);
      if (instance instanceof WorkerHost) this.watch(instance);
    }
  }

  private watch(host: WorkerHost): void {
    const worker = host.worker;
    const observe = (job: Job | undefined, outcome: 'completed' | 'failed') => {
      if (!job?.processedOn) return;
      const seconds = ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000;
      this.jobs.observe({ queue: worker.name, job: job.name, outcome }, seconds);
    };
    worker.on('completed', (job) => observe(job, 'completed'));
    worker.on('failed', (job) => {
      observe(job, 'failed');
      this.failures.inc({ queue: worker.name, job: job?.name ?? 'unknown' });
    });
  }

  private async depths(): Promise<{ queue: string; state: string; jobs: number }[]> {
    const counts = await Promise.all(
      [...this.queues.values()].map(async (queue) => ({
        queue: queue.name,
        counts: await withinTimeout(queue.getJobCounts(...JOB_STATES), 'queue depths'),
      })),
    );
    return counts.flatMap(({ queue, counts: byState }) =>
      JOB_STATES.map((state) => ({ queue, state, jobs: byState[state] ?? 0 })),
    );
  }

  private async mailLanes() {
    return mailLaneBacklog(await withinTimeout(outboxBacklogByTemplate(this.dataSource), 'mail lanes'), new Date());
  }

  private async importAgeSeconds(): Promise<number | null> {
    const rows = await withinTimeout(
      this.dataSource.query<{ last: Date | null }[]>(
        `SELECT max(finished_at) AS last FROM sync_runs WHERE status = 'succeeded'`,
      ),
      'import age',
    );
    return catalogueFreshness(rows[0]?.last ?? null, new Date(), this.env.SYNC_INCREMENTAL_EVERY_MINUTES).ageSeconds;
  }
}
