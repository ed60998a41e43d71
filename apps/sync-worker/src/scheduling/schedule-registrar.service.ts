import { QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { ENV, type WorkerEnv } from '../config/env';
import { registerSchedules } from './register-schedules';
import { schedulesFor } from './schedules';

/**
 * Registers the recurring jobs in Redis at boot (registerSchedules: once
 * however many workers boot). Schedules only enqueue: the queue's one
 * processor does the work.
 */
@Injectable()
export class ScheduleRegistrar implements OnApplicationBootstrap {
  private readonly logger = new Logger(ScheduleRegistrar.name);

  constructor(
    @InjectQueue(QueueName.sync) private readonly syncQueue: Queue,
    @InjectQueue(QueueName.statistics) private readonly statisticsQueue: Queue,
    @InjectQueue(QueueName.demands) private readonly demandsQueue: Queue,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await registerSchedules(schedulesFor(this.env), (schedule) => this.queueFor(schedule.queue), {
      enabled: this.env.SYNC_SCHEDULES_ENABLED,
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

  private queueFor(name: QueueName): Queue {
    switch (name) {
      case QueueName.sync:
        return this.syncQueue;
      case QueueName.statistics:
        return this.statisticsQueue;
      case QueueName.demands:
        return this.demandsQueue;
      default:
        throw new Error(`No schedules on queue ${name}`);
    }
  }
}
