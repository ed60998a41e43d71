// The BFF has the same small class (apps/bff/src/queues/): an app may not import
// another, and libs/domain holds only its pure part (outageAfterFailure).
import { type Outage, outageAfterFailure } from '@immo/domain';
import type { Logger } from '@nestjs/common';
import type { QueueBase } from 'bullmq';

/** What the log needs of an ioredis client: its connection events. */
export interface RedisEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * The log of one group of Redis connections (the queues and workers, the
 * catalogue announcements): a line on the first failure, then at growing
 * intervals (`outageAfterFailure` in @immo/domain), one when Redis is back. Listening to 'error' is also
 * what keeps ioredis and BullMQ from printing every failed attempt themselves.
 */
export class RedisConnectionLog {
  private outage: Outage | null = null;

  constructor(
    private readonly logger: Pick<Logger, 'warn' | 'log'>,
    private readonly connections: string,
    private readonly now: () => number = Date.now,
  ) {}

  watch(client: RedisEvents): void {
    client.on('error', (error) => this.failed(error));
    client.on('ready', () => this.ready());
  }

  /** A BullMQ queue or worker re-emits its connections' errors; its backend says when one is ready. */
  watchBull(target: Pick<QueueBase, 'on' | 'getBackend'>): void {
    target.on('error', (error: Error) => this.failed(error));
    target.getBackend().on('ready', () => this.ready());
  }

  private failed(error: Error): void {
    const next = outageAfterFailure(this.outage, this.now());
    this.outage = next.outage;
    if (!next.log) return;
    const { failures, startedAt } = next.outage;
    this.logger.warn(
      `Redis unreachable for ${this.connections}: ${error.message} (${failures} failed attempt${failures === 1 ? '' : 's'} since ${new Date(startedAt).toISOString()}; retrying at most every 30 s)`,
    );
  }

  private ready(): void {
    if (!this.outage) return;
    const seconds = Math.round((this.now() - this.outage.startedAt) / 1000);
    this.logger.log(`Redis reachable again for ${this.connections} after ${seconds} s and ${this.outage.failures} failed attempts`);
    this.outage = null;
  }
}
