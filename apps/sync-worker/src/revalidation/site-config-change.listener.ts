import { catalogueChangedChannel } from '@immo/domain';
import { reconnectDelayMs, RedisConnectionLog } from '@immo/platform';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { WorkerEnv } from '../config/env';
import type { WebRevalidationNotifier } from './web-revalidation.notifier';

/** What a BFF publishes on the catalogue channel after an operator changed the site configuration (console-site-config). */
export const SITE_CONFIG_MESSAGE = 'site-config';

/**
 * After a change of the site configuration, every web server drops its pages,
 * not only the one whose console saved it: the BFF announces the change on
 * the catalogue channel, and the worker, which knows every web server
 * (WEB_URLS), tells them all. Two workers both tell them: revalidating twice
 * costs one render more. Best effort, as after an import: a lost message
 * leaves pages at most a minute old.
 */
export class SiteConfigChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SiteConfigChangeListener.name);
  private subscriber: Redis | undefined;

  constructor(
    private readonly env: Pick<WorkerEnv, 'REDIS_URL' | 'QUEUE_PREFIX'>,
    private readonly webRevalidation: WebRevalidationNotifier,
  ) {}

  onApplicationBootstrap(): void {
    const channel = catalogueChangedChannel(this.env.QUEUE_PREFIX);
    const subscriber = new Redis(this.env.REDIS_URL, { maxRetriesPerRequest: null, retryStrategy: reconnectDelayMs });
    this.subscriber = subscriber;
    new RedisConnectionLog(this.logger, `the ${channel} subscription`).watch(subscriber);
    subscriber.on('message', (_channel: string, message: string) => {
      // Imports are announced by the worker that ran them, which has told the web servers already.
      if (message !== SITE_CONFIG_MESSAGE) return;
      void this.webRevalidation.catalogueChanged();
    });
    // Not awaited: a Redis that is down must not hold the queues; ioredis subscribes once it connects.
    subscriber.subscribe(channel).catch(() => undefined);
  }

  onApplicationShutdown(): void {
    // Not quit(): a command would wait for a Redis that may never come back.
    this.subscriber?.disconnect();
  }
}
