// The mail queue's recurring jobs, as data (like scheduling/schedules.ts):
// the relay every minute and the lead retention daily, on the upkeep queue.
import { type JobOf, MailUpkeepJob } from '@immo/domain';
import type { WorkerEnv } from '../config/env';
import { SCHEDULE_TIME_ZONE } from '../scheduling/schedules';

export const MailScheduleId = {
  relay: 'mail-relay',
  leadRetention: 'mail-lead-retention',
} as const;

export type MailSchedule =
  | {
      id: typeof MailScheduleId.relay;
      repeat: { every: number };
      job: { name: typeof MailUpkeepJob.relay; data: JobOf<typeof MailUpkeepJob.relay> };
    }
  | {
      id: typeof MailScheduleId.leadRetention;
      repeat: { pattern: string; tz: string };
      job: { name: typeof MailUpkeepJob.leadRetention; data: JobOf<typeof MailUpkeepJob.leadRetention> };
    };

export function mailSchedulesFor(env: Pick<WorkerEnv, 'LEAD_RETENTION_CRON'>): MailSchedule[] {
  return [
    { id: MailScheduleId.relay, repeat: { every: 60_000 }, job: { name: MailUpkeepJob.relay, data: {} } },
    {
      id: MailScheduleId.leadRetention,
      repeat: { pattern: env.LEAD_RETENTION_CRON, tz: SCHEDULE_TIME_ZONE },
      job: { name: MailUpkeepJob.leadRetention, data: {} },
    },
  ];
}
