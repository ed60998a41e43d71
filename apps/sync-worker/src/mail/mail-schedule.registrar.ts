import { QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { ENV, type WorkerEnv } from '../config/env';
import { registerSchedules } from '../scheduling/register-schedules';
import { mailSchedulesFor } from './mail-schedules';

/**
 * Registers the mail queue's schedules at boot (registerSchedules, as
 * ScheduleRegistrar does for the other queues).
 */
@Injectable()
export class MailScheduleRegistrar implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailScheduleRegistrar.name);

  constructor(
    @InjectQueue(QueueName.mail) private readonly queue: Queue,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await registerSchedules(mailSchedulesFor(this.env), () => this.queue, {
      enabled: this.env.SYNC_SCHEDULES_ENABLED,
      // A failed relay or purge is simply done again at the next run.
      jobOptions: { removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } },
      logger: this.logger,
    });
  }
}
