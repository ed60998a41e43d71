import { QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { withTimeout } from '../common/with-timeout';

export type DependencyState = 'up' | 'down';

export interface Readiness {
  status: 'ok' | 'error';
  database: DependencyState;
  redis: DependencyState;
}

/** A probe must answer quickly even when a dependency hangs: each check gives up after this, all run at once. */
export const DEPENDENCY_PROBE_TIMEOUT_MS = 1_500;

/**
 * Readiness: can this BFF do its whole job? PostgreSQL serves every page;
 * Redis takes the queued jobs (imports started by operators, later e-mails).
 * Liveness needs no service: the process answering is the answer.
 */
@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.sync) private readonly syncQueue: Queue,
  ) {}

  async readiness(): Promise<Readiness> {
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      // The producers' own connection, so "up" means a job can be queued. The
      // key is never written: reading it is a round trip and nothing more.
      probe(async () => (await this.syncQueue.getBackend().client).get(this.syncQueue.toKey('readiness-probe'))),
    ]);
    return { status: database === 'up' && redis === 'up' ? 'ok' : 'error', database, redis };
  }
}

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  try {
    await withTimeout(check(), DEPENDENCY_PROBE_TIMEOUT_MS, 'health probe');
    return 'up';
  } catch {
    return 'down';
  }
}
