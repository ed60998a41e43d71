import { overdueOutboxRows, pendingOutboxRows } from '@immo/db';
import {
  type JobOf,
  MAIL_LANE_PATIENCE_MS,
  type MailLane,
  mailLaneOf,
  mailLanePriority,
  mailLanes,
  MailJob,
  mailSendJobOptions,
  mailServingLane,
  QueueName,
  templatesOfLane,
} from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';

/**
 * A row younger than this is still in its producer's hands (enqueued right
 * after its commit). Short: offering a row whose job exists costs one no-op
 * add, while a minute here was a minute more for every mail of a Redis outage.
 */
export const RELAY_AFTER_MS = 15_000;
/** Jobs per addBulk: one Redis round trip each, none so large that it holds Redis for long. */
const ADD_CHUNK = 1_000;
/**
 * Mails of one lane moved up per run (each minute) once they waited past the
 * lane's patience: enough that a lane below a busy one keeps moving, few
 * enough that an old backlog never floods the lane above.
 */
export const PROMOTE_PER_RUN = 300;

export interface RelayOutcome {
  /** Pending rows offered to the queue; those whose job still exists were left as they were. */
  offered: number;
  /** Waiting jobs moved up one lane because they waited past their lane's patience. */
  promoted: number;
}

const laneRank = (lane: MailLane) => mailLanes.indexOf(lane);

/**
 * Puts back on the queue the pending outbox rows whose job is gone: Redis
 * lost its data, was down when the BFF committed, or a job was removed by
 * hand. A `mail.send` job's id is its row's id and BullMQ ignores an add
 * whose id still exists (waiting, delayed, running), so offering every
 * pending row is safe: only the lost ones come back. Every row, in lane
 * order (a lead's mails first), whatever their number: recovery after Redis
 * lost 60,000 jobs takes one run, not one a minute per thousand (issue 27).
 * Then it moves up the jobs that waited past their lane's patience, a few
 * at a time, so that no lane holds the next one for ever.
 */
@Injectable()
export class OutboxRelay {
  constructor(
    private readonly dataSource: DataSource,
    @InjectQueue(QueueName.mail) private readonly queue: Queue,
  ) {}

  async relay(now: Date = new Date(), afterMs = RELAY_AFTER_MS): Promise<RelayOutcome> {
    const offered = await this.offerPending(now, afterMs);
    const promoted = await this.promoteOverdue(now);
    return { offered, promoted };
  }

  private async offerPending(now: Date, afterMs: number): Promise<number> {
    const rows = await pendingOutboxRows(this.dataSource, new Date(now.getTime() - afterMs));
    const jobs = rows
      .map((row) => ({ row, lane: mailServingLane(mailLaneOf(row.template), now.getTime() - row.createdAt.getTime()) }))
      // Stable: oldest first within a lane, as the query read them.
      .sort((a, b) => laneRank(a.lane) - laneRank(b.lane))
      .map(({ row, lane }) => {
        const data: JobOf<typeof MailJob.send> = { outboxId: row.id };
        return { name: MailJob.send, data, opts: mailSendJobOptions(row.id, lane) };
      });
    for (let start = 0; start < jobs.length; start += ADD_CHUNK)
      await this.queue.addBulk(jobs.slice(start, start + ADD_CHUNK));
    return jobs.length;
  }

  private async promoteOverdue(now: Date): Promise<number> {
    let promoted = 0;
    for (const lane of ['alerts', 'bulk'] as const) {
      const before = new Date(now.getTime() - MAIL_LANE_PATIENCE_MS[lane]);
      const rows = await overdueOutboxRows(this.dataSource, templatesOfLane(lane), before, PROMOTE_PER_RUN);
      const priority = mailLanePriority(mailServingLane(lane, MAIL_LANE_PATIENCE_MS[lane]));
      for (const row of rows) {
        const job = await this.queue.getJob(row.id);
        // A job already moved up, running or waiting out a retry's backoff is left as it is.
        if (!job || job.priority <= priority || (await job.getState()) !== 'prioritized') continue;
        await job.changePriority({ priority });
        promoted += 1;
      }
    }
    return promoted;
  }
}
