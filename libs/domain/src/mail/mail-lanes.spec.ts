import {
  MAIL_LANE_PATIENCE_MS,
  mailLaneBacklog,
  mailLaneOf,
  mailLanePriority,
  mailLanes,
  mailLanesDegraded,
  mailServingLane,
  templatesOfLane,
} from './mail-lanes';
import { mailTemplates } from './mail-templates';
import { mailSendJobOptions } from './outbox-rules';

describe(mailLaneOf.name, () => {
  it("sends a lead's, a visit's and an account's mails first, alerts next, the weekly reports last", () => {
    expect(mailLaneOf('lead-to-agency')).toBe('urgent');
    expect(mailLaneOf('lead-confirmation')).toBe('urgent');
    expect(mailLaneOf('visit-booked')).toBe('urgent');
    expect(mailLaneOf('owner-password-reset')).toBe('urgent');
    expect(mailLaneOf('demand-alert')).toBe('alerts');
    expect(mailLaneOf('owner-weekly-report')).toBe('bulk');
  });

  it('puts every template in exactly one lane', () => {
    const listed = mailLanes.flatMap((lane) => templatesOfLane(lane));
    expect([...listed].sort()).toEqual([...mailTemplates].sort());
  });
});

describe(mailSendJobOptions.name, () => {
  it('queues an urgent mail without a priority (ahead of every prioritized job) and the others behind it, alerts first', () => {
    expect(mailSendJobOptions('id')).not.toHaveProperty('priority');
    expect(mailSendJobOptions('id', 'urgent')).not.toHaveProperty('priority');
    const alerts = mailSendJobOptions('id', 'alerts').priority ?? 0;
    const bulk = mailSendJobOptions('id', 'bulk').priority ?? 0;
    expect(alerts).toBeGreaterThan(0);
    expect(bulk).toBeGreaterThan(alerts);
  });
});

describe(mailServingLane.name, () => {
  it('moves a mail up one lane once it waited past its patience, so no lane starves the next', () => {
    expect(mailServingLane('bulk', MAIL_LANE_PATIENCE_MS.bulk - 1)).toBe('bulk');
    expect(mailServingLane('bulk', MAIL_LANE_PATIENCE_MS.bulk)).toBe('alerts');
    expect(mailServingLane('alerts', MAIL_LANE_PATIENCE_MS.alerts)).toBe('urgent');
    expect(mailServingLane('urgent', 10 * MAIL_LANE_PATIENCE_MS.bulk)).toBe('urgent');
    expect(mailLanePriority(mailServingLane('alerts', MAIL_LANE_PATIENCE_MS.alerts))).toBe(0);
  });
});

describe(mailLaneBacklog.name, () => {
  const now = new Date('2025-06-02T10:00:00Z');

  it("folds the templates' counts into each lane, most urgent first, with the oldest waiting mail's age", () => {
    expect(
      mailLaneBacklog(
        [
          { template: 'lead-to-agency', pending: 3, oldestQueuedAt: new Date('2025-06-02T09:59:30Z') },
          { template: 'lead-confirmation', pending: 2, oldestQueuedAt: new Date('2025-06-02T09:58:00Z') },
          { template: 'owner-weekly-report', pending: 5000, oldestQueuedAt: null },
        ],
        now,
      ),
    ).toEqual([
      { lane: 'urgent', pending: 5, oldestWaitingSeconds: 120 },
      { lane: 'alerts', pending: 0, oldestWaitingSeconds: null },
      { lane: 'bulk', pending: 5000, oldestWaitingSeconds: null },
    ]);
  });

  it('says degraded only when a lead lane mail waited more than a minute', () => {
    const lanes = (urgentSeconds: number | null, bulkSeconds: number | null) => [
      { lane: 'urgent' as const, pending: 1, oldestWaitingSeconds: urgentSeconds },
      { lane: 'bulk' as const, pending: 1, oldestWaitingSeconds: bulkSeconds },
    ];
    expect(mailLanesDegraded(lanes(61, null))).toBe(true);
    expect(mailLanesDegraded(lanes(60, 3600))).toBe(false);
    expect(mailLanesDegraded(lanes(null, 3600))).toBe(false);
  });
});
