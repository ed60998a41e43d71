import type { Logger } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';

export interface RegistrableSchedule {
  id: string;
  repeat: { every: number; offset?: number } | { pattern: string; tz: string };
  job: { name: string; data: unknown };
}

export interface RegisterOptions {
  /** SYNC_SCHEDULES_ENABLED. */
  enabled: boolean;
  /** The options of each job a schedule enqueues (retries, history kept). */
  jobOptions: JobsOptions;
  logger: Logger;
}

/**
 * Upserts each schedule's BullMQ job scheduler: keyed by id, so however many
 * workers boot, each schedule exists once and fires once, and upserting also
 * applies a changed pattern. Switched off, they are removed: the schedulers
 * live in Redis, beyond this process, so not registering them would not stop
 * them.
 */
export async function registerSchedules<S extends RegistrableSchedule>(schedules: readonly S[], queueOf: (schedule: S) => Queue, options: RegisterOptions): Promise<void> {
  for (const schedule of schedules) {
    const queue = queueOf(schedule);
    if (!options.enabled) {
      if (await queue.removeJobScheduler(schedule.id)) options.logger.log(`Schedule ${schedule.id} removed (SYNC_SCHEDULES_ENABLED=false)`);
      continue;
    }
    await queue.upsertJobScheduler(schedule.id, schedule.repeat, { name: schedule.job.name, data: schedule.job.data, opts: options.jobOptions });
    options.logger.log(`Schedule ${schedule.id}: ${describeRepeat(schedule.repeat)}`);
  }
}

function describeRepeat(repeat: RegistrableSchedule['repeat']): string {
  return 'every' in repeat ? `every ${repeat.every / 60_000} min` : `${repeat.pattern} (${repeat.tz})`;
}
