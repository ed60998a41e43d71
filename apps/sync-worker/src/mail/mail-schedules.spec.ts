import { MailUpkeepJob, ZMailLeadRetentionPayloadSchema, ZMailRelayPayloadSchema } from '@immo/domain';
import { SCHEDULE_TIME_ZONE } from '../scheduling/schedules';
import { mailSchedulesFor } from './mail-schedules';

describe(mailSchedulesFor.name, () => {
  const schedules = mailSchedulesFor({ LEAD_RETENTION_CRON: '45 3 * * *' });

  it('relays lost mails every minute and deletes old leads on the configured Brussels schedule', () => {
    expect(schedules).toEqual([
      expect.objectContaining({ repeat: { every: 60_000 }, job: { name: MailUpkeepJob.relay, data: {} } }),
      expect.objectContaining({
        repeat: { pattern: '45 3 * * *', tz: SCHEDULE_TIME_ZONE },
        job: { name: MailUpkeepJob.leadRetention, data: {} },
      }),
    ]);
  });

  it('enqueues payloads the processor accepts, each schedule under its own id', () => {
    expect(ZMailRelayPayloadSchema.safeParse(schedules[0]?.job.data).success).toBe(true);
    expect(ZMailLeadRetentionPayloadSchema.safeParse(schedules[1]?.job.data).success).toBe(true);
    expect(new Set(schedules.map((schedule) => schedule.id)).size).toBe(2);
  });
});
