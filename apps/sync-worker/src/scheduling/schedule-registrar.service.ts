import { QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { ENV, type WorkerEnv } from '../config/env';
import { keepSchedulesRegistered, type ScheduleKeeper } from './register-schedules';
import { schedulesFor } from './schedules';

/**
 * Registers the recurring jobs in Redis at boot (once however many workers
 * boot), and registers again any that Redis lost (keepSchedulesRegistered).
 * Schedules only enqueue: the queue's one processor does the work.
 */
@Injectable()
export class ScheduleRegistrar implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduleRegistrar.name);
  private keeper: ScheduleKeeper | undefined;

  constructor(
    @InjectQueue(QueueName.sync) private readonly syncQueue: Queue,
    @InjectQueue(QueueName.statistics) private readonly statisticsQueue: Queue,
    @InjectQueue(QueueName.demands) private readonly demandsQueue: Queue,
    @InjectQueue(QueueName.owners) private readonly ownersQueue: Queue,
    @InjectQueue(QueueName.retention) private readonly retentionQueue: Queue,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.keeper = await keepSchedulesRegistered(schedulesFor(this.env), (schedule) => this.queueFor(schedule.queue), {
      enabled: this.env.SYNC_SCHEDULES_ENABLED,
      checkEveryMs: this.env.SCHEDULE_CHECK_SECONDS * 1000,
      jobOptions: {
        // Retries 10 s and 20 s later ride out a database hiccup; beyond
        // that, the next scheduled run catches up.
        attempts: 3,
        backoff: { type: 'exponential', delay: 10_000 },
        // Outcomes live in sync_runs; Redis keeps a short history for Bull Board.
        removeOnComplete: { count: 200 },
        removeOnFail: { count: 500 },
      },
      logger: this.logger,
    });
  }

  onApplicationShutdown(): void {
    this.keeper?.stop();
  }

  private queueFor(name: QueueName): Queue {
    switch (name) {
      case QueueName.sync:
        return this.syncQueue;
      case QueueName.statistics:
        return this.statisticsQueue;
      case QueueName.demands:
        return this.demandsQueue;
      case QueueName.owners:
        return this.ownersQueue;
      case QueueName.retention:
        return this.retentionQueue;
      default:
        throw new Error(`No schedules on queue ${name}`);
    }
  }
}
