import { catalogueChangedChannel } from '@immo/domain';
import { reconnectDelayMs, RedisConnectionLog } from '@immo/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type BffEnv, ENV } from '../config/env';
import { ResponseCache } from './response-cache';

const SUBSCRIBE_WAIT_MS = 2_000;

/**
 * Drops every kept answer when the worker announces an import that changed
 * the catalogue, so API clients see a sold house leave at once rather than
 * when the answer's minute runs out. While Redis is unreachable the answers
 * still expire on their own (max-age); ioredis reconnects and subscribes again.
 */
@Injectable()
export class CatalogueChangesListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueChangesListener.name);
  private subscriber: Redis | undefined;

  constructor(
    private readonly cache: ResponseCache,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.cache.enabled) return;
    const channel = catalogueChangedChannel(this.env.QUEUE_PREFIX);
    // Commands wait for the connection however long Redis is away (maxRetriesPerRequest: null);
    // attempts back off up to 30 s and the log tells an outage sparingly.
    const subscriber = new Redis(this.env.REDIS_URL, { maxRetriesPerRequest: null, retryStrategy: reconnectDelayMs });
    this.subscriber = subscriber;
    new RedisConnectionLog(this.logger, `the ${channel} subscription`).watch(subscriber);
    // Announcements sent while the connection was down are lost: after a
    // reconnection the kept answers may be older than the catalogue.
    subscriber.on('ready', () => this.cache.clear());
    subscriber.on('message', (_channel: string, runId: string) => {
      this.cache.clear();
      this.logger.log(`Sync run ${runId} changed the catalogue: cached answers dropped`);
    });
    const subscribed = subscriber.subscribe(channel).then(
      () => true,
      () => false,
    );
    // A Redis that is down must not keep the catalogue from being served:
    // boot goes on after a short wait, and ioredis subscribes once it connects.
    const ready = await Promise.race([
      subscribed,
      new Promise<false>((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS, false).unref()),
    ]);
    if (!ready)
      this.logger.warn(`Not yet subscribed to ${channel}; cached answers expire within their max-age until then`);
  }

  onApplicationShutdown(): void {
    // Not quit(): a command would wait for a Redis that may never come back.
    this.subscriber?.disconnect();
  }
}
