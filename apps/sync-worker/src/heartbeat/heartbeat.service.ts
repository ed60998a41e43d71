import { QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { utimes, writeFile } from 'node:fs/promises';
import { ENV, type WorkerEnv } from '../config/env';

export const HEARTBEAT_EVERY_MS = 30_000;

/**
 * The worker has no port for a health probe: with WORKER_HEARTBEAT_FILE set
 * it touches that file whenever Redis answers a read, and the container's
 * health check (docker-compose.yml) calls it unhealthy once the file is
 * older than three beats: the process is stuck or has lost Redis.
 */
@Injectable()
export class Heartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(Heartbeat.name);
  private timer: NodeJS.Timeout | undefined;
  private beating = false;

  constructor(
    @InjectQueue(QueueName.sync) private readonly queue: Queue,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const file = this.env.WORKER_HEARTBEAT_FILE;
    if (!file) return;
    await this.beat(file);
    this.timer = setInterval(() => void this.beat(file), HEARTBEAT_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async beat(file: string): Promise<void> {
    // A read waits while Redis is away: no second one meanwhile.
    if (this.beating) return;
    this.beating = true;
    try {
      // Any read proves the connection; this one is a single ZCARD.
      await this.queue.getJobSchedulersCount();
      const now = new Date();
      await utimes(file, now, now).catch(() => writeFile(file, ''));
    } catch (error) {
      this.logger.warn(`Heartbeat not written: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.beating = false;
    }
  }
}
