import { catalogueChangedChannel } from '@immo/domain';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type BffEnv, ENV } from '../config/env';
import { ResponseCache } from './response-cache';

/**
 * Drops every kept answer when the worker announces an import that changed
 * the catalogue, so API clients see a sold house leave at once rather than
 * when the answer's minute runs out. While Redis is unreachable the answers
 * still expire on their own (max-age), and ioredis reconnects and subscribes again.
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
    const subscriber = new Redis(this.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on('error', (error: Error) => this.logger.warn(`Redis for ${channel}: ${error.message}`));
    subscriber.on('message', (_channel: string, runId: string) => {
      this.cache.clear();
      this.logger.log(`Sync run ${runId} changed the catalogue: cached answers dropped`);
    });
    await subscriber.connect();
    await subscriber.subscribe(channel);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }
}
