// One log for every Redis connection of the BFF and the worker. No import:
// the clients (ioredis, BullMQ) and the logger (Nest's) are described by the
// little this needs of them, so the apps pass theirs in.
import { type Outage, outageAfterFailure } from './reconnect';

/** What the log writes to: Nest's Logger fits. */
export interface ConnectionLogger {
  warn(message: string): unknown;
  log(message: string): unknown;
}

/** What the log needs of an ioredis client: its connection events. */
export interface RedisEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/** What the log needs of a BullMQ queue or worker. */
export interface BullEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  getBackend(): { on(event: 'ready', listener: () => void): unknown };
}

/**
 * The log of one group of Redis connections (the queues, the cache listener):
 * a line on the first failure, then at growing intervals (`outageAfterFailure`
 * in ./reconnect), one line when Redis is back. Listening to 'error' is also
 * what keeps ioredis and BullMQ from printing every failed attempt themselves.
 */
export class RedisConnectionLog {
  private outage: Outage | null = null;

  constructor(
    private readonly logger: ConnectionLogger,
    private readonly connections: string,
    private readonly now: () => number = Date.now,
  ) {}

  watch(client: RedisEvents): void {
    client.on('error', (error) => this.failed(error));
    client.on('ready', () => this.ready());
  }

  /** A BullMQ queue or worker re-emits its connections' errors; its backend says when one is ready. */
  watchBull(target: BullEvents): void {
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
    this.logger.log(
      `Redis reachable again for ${this.connections} after ${seconds} s and ${this.outage.failures} failed attempts`,
    );
    this.outage = null;
  }
}
