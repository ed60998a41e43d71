// Which mails go first (issue 27). Every mail shares one queue and one send
// rate; without lanes a lead's mail to the agency waited behind a weekly
// report run to 50,000 owners. A lane is decided by the template alone, so
// every producer (BFF forms, the worker's alerts and reports, the relay)
// derives it the same way, when it queues the mail.
import { z } from 'zod';
import type { MailTemplate } from './mail-templates';

/**
 * The lanes, most urgent first: a visitor or an account holder waiting for
 * their mail (a lead's agency copy and confirmation, a visit, a password
 * link), then the demand alerts, then the bulk (weekly reports, newsletters).
 */
export const mailLanes = ['urgent', 'alerts', 'bulk'] as const;
export type MailLane = (typeof mailLanes)[number];
export const ZMailLaneSchema = z.enum(mailLanes);

const LANE_OF_TEMPLATE: Record<MailTemplate, MailLane> = {
  'lead-to-agency': 'urgent',
  'lead-confirmation': 'urgent',
  'property-documents': 'urgent',
  'send-to-friend': 'urgent',
  'offer-copy': 'urgent',
  'confirm-subscription': 'urgent',
  'unsubscribe-link': 'urgent',
  'visit-booked': 'urgent',
  'visit-cancelled': 'urgent',
  'owner-password-reset': 'urgent',
  'owner-login-locked': 'urgent',
  'demand-alert': 'alerts',
  'owner-weekly-report': 'bulk',
};

/** The lane a mail of `template` travels in. */
export function mailLaneOf(template: MailTemplate): MailLane {
  return LANE_OF_TEMPLATE[template];
}

/** The templates of one lane (for a query that reads one lane's rows). */
export function templatesOfLane(lane: MailLane): MailTemplate[] {
  return (Object.keys(LANE_OF_TEMPLATE) as MailTemplate[]).filter((template) => LANE_OF_TEMPLATE[template] === lane);
}

/**
 * BullMQ priority of a lane's jobs. The urgent lane has none: BullMQ takes
 * its plain waiting list before any prioritized job, so a lead's mail passes
 * whatever alerts and reports are queued, and the BFF queues it exactly as
 * before lanes. The others are prioritized, alerts before bulk.
 */
const LANE_PRIORITY: Record<MailLane, number> = { urgent: 0, alerts: 1, bulk: 2 };

/**
 * How long a mail may wait in its lane before it moves up one lane (the
 * relay does it each minute, a bounded number at a time): a lane above that
 * never empties cannot hold the one below for ever. Long enough that a
 * normal burst (an import's alerts, a Monday's reports) drains in its own lane.
 */
export const MAIL_LANE_PATIENCE_MS: Record<Exclude<MailLane, 'urgent'>, number> = {
  alerts: 15 * 60_000,
  bulk: 60 * 60_000,
};

/** The lane a mail of `lane` that has waited `waitedMs` is served in: one up per patience spent. */
export function mailServingLane(lane: MailLane, waitedMs: number): MailLane {
  if (lane === 'urgent') return lane;
  if (waitedMs < MAIL_LANE_PATIENCE_MS[lane]) return lane;
  return lane === 'bulk' ? 'alerts' : 'urgent';
}

/** The BullMQ priority a job serving `lane` is added or moved with (0: none, the plain waiting list). */
export function mailLanePriority(lane: MailLane): number {
  return LANE_PRIORITY[lane];
}

/** One lane as an operator reads it: mails not sent yet, and how long the oldest of them has waited. */
export const ZMailLaneBacklogSchema = z.object({
  lane: ZMailLaneSchema,
  /** Pending mails (queued or retrying) of the lane. */
  pending: z.number().int(),
  /** Seconds since the oldest mail of the lane not attempted yet was written; null when none waits. */
  oldestWaitingSeconds: z.number().nullable(),
});
export type MailLaneBacklog = z.infer<typeof ZMailLaneBacklogSchema>;
export const ZMailLanesSchema = z.object({ lanes: z.array(ZMailLaneBacklogSchema) });
export type MailLanes = z.infer<typeof ZMailLanesSchema>;

/** Pending rows of one template, as the backlog query counts them. */
export interface MailTemplateBacklog {
  template: MailTemplate;
  pending: number;
  /** The oldest row of the template still `queued` (never attempted); null when none. */
  oldestQueuedAt: Date | null;
}

/** The templates' counts folded into every lane, most urgent first; a lane without mail at 0. */
export function mailLaneBacklog(rows: readonly MailTemplateBacklog[], now: Date): MailLaneBacklog[] {
  return mailLanes.map((lane) => {
    const own = rows.filter((row) => mailLaneOf(row.template) === lane);
    const oldest = own.reduce<Date | null>(
      (first, row) => (row.oldestQueuedAt && (!first || row.oldestQueuedAt < first) ? row.oldestQueuedAt : first),
      null,
    );
    return {
      lane,
      pending: own.reduce((sum, row) => sum + row.pending, 0),
      oldestWaitingSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
    };
  });
}

/** The urgent lane's oldest mail may wait this long before the worker's health says "degraded". */
export const URGENT_MAIL_MAX_WAIT_SECONDS = 60;

/** Whether the lanes are late enough for the worker's health to say "degraded". */
export function mailLanesDegraded(lanes: readonly MailLaneBacklog[]): boolean {
  const urgent = lanes.find((lane) => lane.lane === 'urgent');
  return (urgent?.oldestWaitingSeconds ?? 0) > URGENT_MAIL_MAX_WAIT_SECONDS;
}
