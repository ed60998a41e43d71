import { reconnectDelayMs, RedisConnectionLog } from '@immo/platform';
import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { type ConnectionOptions, QueueBase } from 'bullmq';

/**
 * The worker's BullMQ connections: commands wait for Redis however long it is
 * away (workers need maxRetriesPerRequest: null), and reconnection backs off
 * up to 30 s instead of BullMQ's one attempt a second.
 */
export function workerConnection(url: string): ConnectionOptions {
  return { url, maxRetriesPerRequest: null, retryStrategy: reconnectDelayMs };
}

/**
 * Logs every queue's and processor's lost and regained Redis connection,
 * sparingly (RedisConnectionLog); without a listener BullMQ prints each
 * failed attempt of each connection itself.
 */
@Injectable()
export class BullConnectionsLog implements OnModuleInit {
  constructor(private readonly discovery: DiscoveryService) {}

  // The processors' workers exist by now: BullModule's global module initialises first.
  onModuleInit(): void {
    const log = new RedisConnectionLog(new Logger('Queues'), 'the queues and workers');
    for (const { instance } of this.discovery.getProviders()) {
      if (instance instanceof QueueBase) log.watchBull(instance);
      if (instance instanceof WorkerHost) log.watchBull(instance.worker);
    }
  }
}
