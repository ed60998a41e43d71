import { QueueName } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { ENV, type WorkerEnv } from '../config/env';
import { keepSchedulesRegistered, type ScheduleKeeper } from '../scheduling/register-schedules';
import { mailSchedulesFor } from './mail-schedules';

/**
 * Registers the mail upkeep queue's schedules at boot and registers again any that
 * Redis lost (keepSchedulesRegistered, as ScheduleRegistrar does for the other queues).
 */
@Injectable()
export class MailScheduleRegistrar implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailScheduleRegistrar.name);
  private keeper: ScheduleKeeper | undefined;

  constructor(
    @InjectQueue(QueueName.mailUpkeep) private readonly queue: Queue,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.keeper = await keepSchedulesRegistered(mailSchedulesFor(this.env), () => this.queue, {
      enabled: this.env.SYNC_SCHEDULES_ENABLED,
      checkEveryMs: this.env.SCHEDULE_CHECK_SECONDS * 1000,
      // A failed relay or purge is simply done again at the next run.
      jobOptions: { removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } },
      logger: this.logger,
    });
  }

  onApplicationShutdown(): void {
    this.keeper?.stop();
  }
}
