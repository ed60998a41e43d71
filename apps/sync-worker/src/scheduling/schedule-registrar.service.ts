import { QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { ENV, type WorkerEnv } from '../config/env';
import { type ScheduleRepeat, schedulesFor } from './schedules';

/**
 * Registers the recurring jobs in Redis at boot. BullMQ job schedulers are
 * keyed by id, so however many workers boot, each schedule exists once and
 * fires once; upserting also applies a changed pattern. Schedules only
 * enqueue: the queue's one processor does the work.
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
    const schedules = schedulesFor(this.env);
    if (!this.env.SYNC_SCHEDULES_ENABLED) {
      // Switching schedules off must stop them, not just stop re-registering
      // them: the schedulers live in Redis, beyond this process.
      for (const schedule of schedules) {
        if (await this.queueFor(schedule.queue).removeJobScheduler(schedule.id)) {
          this.logger.log(`Schedule ${schedule.id} removed (SYNC_SCHEDULES_ENABLED=false)`);
        }
      }
      return;
    }
    for (const schedule of schedules) {
      await this.queueFor(schedule.queue).upsertJobScheduler(schedule.id, schedule.repeat, {
        name: schedule.job.name,
        data: schedule.job.data,
        opts: {
          // Retries 10 s and 20 s later ride out a database hiccup; beyond
          // that, the next scheduled run catches up.
          attempts: 3,
          backoff: { type: 'exponential', delay: 10_000 },
          // Outcomes live in sync_runs; Redis keeps a short history for Bull Board.
          removeOnComplete: { count: 200 },
          removeOnFail: { count: 500 },
        },
      });
      this.logger.log(`Schedule ${schedule.id}: ${describeRepeat(schedule.repeat)}`);
    }
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

function describeRepeat(repeat: ScheduleRepeat): string {
  return 'every' in repeat ? `every ${repeat.every / 60_000} min` : `${repeat.pattern} (${repeat.tz})`;
}
