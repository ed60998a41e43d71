import { catalogueChangedChannel } from '@immo/domain';
import { reconnectDelayMs, RedisConnectionLog } from '@immo/platform';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { WorkerEnv } from '../config/env';

/**
 * Announces an import that changed the catalogue on Redis, where every BFF
 * listens to drop the answers it keeps in memory (apps/bff/src/response-cache).
 * Sent before the web is told to revalidate; the web asks the BFF for fresh
 * answers anyway, so the order only matters to other API clients.
 * Best effort, as the web's revalidation: cached answers expire within their max-age.
 */
export class CatalogueChangePublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueChangePublisher.name);
  private readonly redis: Redis;
  private readonly channel: string;

  constructor(env: Pick<WorkerEnv, 'REDIS_URL' | 'QUEUE_PREFIX'>) {
    // Connects on the first announcement; one failed attempt is enough for a best-effort message.
    this.redis = new Redis(env.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      retryStrategy: reconnectDelayMs,
    });
    new RedisConnectionLog(this.logger, 'the catalogue announcements').watch(this.redis);
    this.channel = catalogueChangedChannel(env.QUEUE_PREFIX);
  }

  /** Resolves to the number of BFF processes that heard it (0 when none listens or Redis failed). */
  async catalogueChanged(runId: number): Promise<number> {
    try {
      return await this.redis.publish(this.channel, String(runId));
    } catch (error) {
      this.logger.warn(
        `Announcing sync run ${runId} on ${this.channel} failed (${error instanceof Error ? error.message : String(error)}); BFF caches expire within their max-age anyway`,
      );
      return 0;
    }
  }

  onApplicationShutdown(): void {
    // Not quit(): a command would wait for a connection that may never be made.
    this.redis.disconnect();
  }
}
