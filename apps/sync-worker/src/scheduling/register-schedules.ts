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
export async function registerSchedules<S extends RegistrableSchedule>(
  schedules: readonly S[],
  queueOf: (schedule: S) => Queue,
  options: RegisterOptions,
): Promise<void> {
  for (const schedule of schedules) {
    const queue = queueOf(schedule);
    if (!options.enabled) {
      if (await queue.removeJobScheduler(schedule.id))
        options.logger.log(`Schedule ${schedule.id} removed (SYNC_SCHEDULES_ENABLED=false)`);
      continue;
    }
    await upsert(queue, schedule, options);
    options.logger.log(`Schedule ${schedule.id}: ${describeRepeat(schedule.repeat)}`);
  }
}

function upsert(queue: Queue, schedule: RegistrableSchedule, options: RegisterOptions): Promise<unknown> {
  return queue.upsertJobScheduler(schedule.id, schedule.repeat, {
    name: schedule.job.name,
    data: schedule.job.data,
    opts: options.jobOptions,
  });
}

export interface ScheduleKeeper {
  stop(): void;
}

/**
 * registerSchedules, then a look every `checkEveryMs` that each schedule is
 * still in Redis, registering again any that is gone. The schedulers live in
 * Redis only: one that lost its data (flushed, restarted without its files,
 * failed over to an empty replica) would otherwise stop every import and
 * statistics run until a worker restarted. One look is a read per schedule;
 * while Redis is away it waits for Redis, and no second look starts meanwhile.
 */
export async function keepSchedulesRegistered<S extends RegistrableSchedule>(
  schedules: readonly S[],
  queueOf: (schedule: S) => Queue,
  options: RegisterOptions & { checkEveryMs: number },
): Promise<ScheduleKeeper> {
  await registerSchedules(schedules, queueOf, options);
  if (!options.enabled) return { stop: () => undefined };
  let looking = false;
  const look = async (): Promise<void> => {
    for (const schedule of schedules) {
      const queue = queueOf(schedule);
      if (await queue.getJobScheduler(schedule.id)) continue;
      await upsert(queue, schedule, options);
      options.logger.warn(
        `Schedule ${schedule.id} was missing from Redis (its data lost?); registered again: ${describeRepeat(schedule.repeat)}`,
      );
    }
  };
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    look()
      // Redis unreachable or the queue closing: the connection log says so; the next look retries.
      .catch(() => undefined)
      .finally(() => (looking = false));
  }, options.checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

function describeRepeat(repeat: RegistrableSchedule['repeat']): string {
  return 'every' in repeat ? `every ${repeat.every / 60_000} min` : `${repeat.pattern} (${repeat.tz})`;
}
