import { QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { ENV, type WorkerEnv } from '../config/env';
import { mailSchedulesFor } from './mail-schedules';

/**
 * Upserts the mail queue's job schedulers at boot (one per id however many
 * workers boot), or removes them when SYNC_SCHEDULES_ENABLED is false, as
 * ScheduleRegistrar does for the other queues.
 */
@Injectable()
export class MailScheduleRegistrar implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailScheduleRegistrar.name);

  constructor(
    @InjectQueue(QueueName.mail) private readonly queue: Queue,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const schedule of mailSchedulesFor(this.env)) {
      if (!this.env.SYNC_SCHEDULES_ENABLED) {
        if (await this.queue.removeJobScheduler(schedule.id)) this.logger.log(`Schedule ${schedule.id} removed (SYNC_SCHEDULES_ENABLED=false)`);
        continue;
      }
      await this.queue.upsertJobScheduler(schedule.id, schedule.repeat, {
        name: schedule.job.name,
        data: schedule.job.data,
        // A failed relay or purge is simply done again at the next run.
        opts: { removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } },
      });
      this.logger.log(`Schedule ${schedule.id}: ${'every' in schedule.repeat ? `every ${schedule.repeat.every / 1000} s` : `${schedule.repeat.pattern} (${schedule.repeat.tz})`}`);
    }
  }
}
