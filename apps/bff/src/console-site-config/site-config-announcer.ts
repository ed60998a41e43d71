import { catalogueChangedChannel } from '@immo/domain';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { withTimeout } from '../common/with-timeout';
import { type BffEnv, ENV } from '../config/env';
import { ResponseCache } from '../response-cache/response-cache';

/**
 * After a published change: this BFF's kept answers are dropped at once, and
 * a 'site-config' message goes out on the channel the worker announces
 * imports on: the other BFF replicas drop theirs (CatalogueChangesListener),
 * and the workers revalidate every web server (SiteConfigChangeListener).
 * The web server whose console saved drops its own at once (updateTag in the
 * server action), without waiting for that round trip.
 */
@Injectable()
export class SiteConfigAnnouncer implements OnApplicationShutdown {
  private readonly logger = new Logger(SiteConfigAnnouncer.name);
  private publisher: Redis | undefined;

  constructor(
    private readonly cache: ResponseCache,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  async changed(): Promise<void> {
    this.cache.clear();
    // Sent even without a response cache here: the workers tell every web server on it (WEB_URLS).
    // Made on first use: most BFF processes never publish.
    this.publisher ??= new Redis(this.env.REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      // Never holds the operator's save for long: Redis away costs at most this wait.
      await withTimeout(
        this.publisher.publish(catalogueChangedChannel(this.env.QUEUE_PREFIX), 'site-config'),
        2_000,
        'announcement',
      );
    } catch (error) {
      // The other replicas' answers still expire within their minute.
      this.logger.warn(
        `Site configuration change not announced to other BFF processes: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  onApplicationShutdown(): void {
    this.publisher?.disconnect();
  }
}
