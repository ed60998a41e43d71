import { addDays, firstKeptViewDay, type IsoDay, QueueName, RetentionJob, STATISTICS_TIME_ZONE } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ConfigModule } from '../src/config/config.module';
import { ENV, loadEnv, type WorkerEnv } from '../src/config/env';
import { DatabaseModule } from '../src/database/database.module';
import { RetentionModule } from '../src/retention/retention.module';
import type { RetentionJobOutcome } from '../src/retention/retention.processor';
import { openTestDatabase } from './support/database';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('retention job on real Redis and PostgreSQL', () => {
  const env: WorkerEnv = {
    ...loadEnv(),
    VIEW_RETENTION_DAYS: 3,
    SYNC_RUN_RETENTION_DAYS: 10,
    DEAD_MAIL_RETENTION_DAYS: 5,
    SENT_COPY_RETENTION_DAYS: 7,
  };
  const connection = { url: env.REDIS_URL };
  let dataSource: DataSource;
  let worker: TestingModule;
  let queue: Queue;
  let queueEvents: QueueEvents;

  async function prune(): Promise<RetentionJobOutcome> {
    const job = await queue.add(RetentionJob.prune, {});
    return (await job.waitUntilFinished(queueEvents, 15_000)) as RetentionJobOutcome;
  }

  /** The instant a Brussels day starts, as PostgreSQL computes it (summer or winter time). */
  async function midnight(day: IsoDay): Promise<Date> {
    const [row] = (await dataSource.query(`SELECT ($1::date)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}' AS at`, [
      day,
    ])) as { at: Date }[];
    if (row === undefined) throw new Error('no midnight');
    return row.at;
  }

  async function view(propertyId: number, viewedAt: Date): Promise<void> {
    await dataSource.query('INSERT INTO property_views (property_id, visitor_hash, viewed_at) VALUES ($1, $2, $3)', [
      propertyId,
      randomUUID(),
      viewedAt,
    ]);
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    queue = new Queue(QueueName.retention, { connection, prefix: env.QUEUE_PREFIX });
    queueEvents = new QueueEvents(QueueName.retention, { connection, prefix: env.QUEUE_PREFIX });
    await queueEvents.waitUntilReady();
    worker = await Test.createTestingModule({
      imports: [
        ConfigModule,
        DatabaseModule,
        BullModule.forRootAsync({
          inject: [ENV],
          useFactory: (workerEnv: WorkerEnv) => ({
            connection: { url: workerEnv.REDIS_URL },
            prefix: workerEnv.QUEUE_PREFIX,
          }),
        }),
        RetentionModule,
      ],
    })
      .overrideProvider(ENV)
      .useValue(env)
      .compile();
    worker.useLogger(['error']);
    await worker.init();
  });

  afterAll(async () => {
    await worker.close();
    await queueEvents.close();
    await queue.close();
    await dataSource.destroy();
  });

  it('folds raw views older than VIEW_RETENTION_DAYS into the daily counts, then deletes them, and keeps the rest raw', async () => {
    await dataSource.query('TRUNCATE property_views, property_daily_views');
    const firstKept = firstKeptViewDay(new Date(), env.VIEW_RETENTION_DAYS);
    const lastFolded = addDays(firstKept, -1);
    const kept = await midnight(firstKept);
    await view(801, kept); // the first instant kept
    await view(801, new Date(kept.getTime() - 1_000)); // the last second folded
    await view(801, new Date(kept.getTime() - 2_000));
    await view(802, await midnight(lastFolded)); // the folded day's first instant
    // A day the aggregation already counted, with a view it had not seen yet.
    const older = addDays(firstKept, -5);
    await dataSource.query('INSERT INTO property_daily_views (property_id, day, views) VALUES (801, $1, 1)', [older]);
    await view(801, await midnight(older));
    await view(801, await midnight(older));
    // A day folded before: no raw rows left, its count must stay.
    await dataSource.query('INSERT INTO property_daily_views (property_id, day, views) VALUES (803, $1, 7)', [
      addDays(firstKept, -20),
    ]);

    const outcome = await prune();
    expect(outcome.views).toEqual({ days: [older, lastFolded], deleted: 5 });
    const raw = (await dataSource.query('SELECT property_id, viewed_at FROM property_views')) as {
      property_id: number;
      viewed_at: Date;
    }[];
    expect(raw).toEqual([{ property_id: 801, viewed_at: kept }]);
    expect(
      await dataSource.query(
        `SELECT property_id, to_char(day, 'YYYY-MM-DD') AS day, views FROM property_daily_views ORDER BY day, property_id`,
      ),
    ).toEqual([
      { property_id: 803, day: addDays(firstKept, -20), views: 7 },
      { property_id: 801, day: older, views: 2 },
      { property_id: 801, day: lastFolded, views: 2 },
      { property_id: 802, day: lastFolded, views: 1 },
    ]);

    // A second run finds nothing more to fold and changes no count.
    expect((await prune()).views).toEqual({ days: [], deleted: 0 });
    expect(await dataSource.query('SELECT sum(views)::integer AS total FROM property_daily_views')).toEqual([
      { total: 12 },
    ]);
  });

  it("drops sync runs' rejected records and warnings after SYNC_RUN_RETENTION_DAYS, keeping the runs and their counts", async () => {
    const now = Date.now();
    const detail = JSON.stringify([{ id: 4242, reason: 'Price missing' }]);
    const insert = async (startedAt: Date) =>
      (
        (await dataSource.query(
          `INSERT INTO sync_runs (source, trigger, "full", status, started_at, finished_at, rejected, rejections, warnings)
           VALUES ('/export', 'schedule', true, 'succeeded', $1, $1, 1, $2, $2) RETURNING id`,
          [startedAt, detail],
        )) as { id: number }[]
      )[0]?.id;
    const old = await insert(new Date(now - 10 * DAY - MINUTE));
    const recent = await insert(new Date(now - 10 * DAY + MINUTE));

    const outcome = await prune();
    expect(outcome.syncRunsTrimmed).toBeGreaterThanOrEqual(1);
    const rows = (await dataSource.query(
      'SELECT id, rejected, rejections, warnings FROM sync_runs WHERE id = ANY($1) ORDER BY id',
      [[old, recent]],
    )) as object[];
    expect(rows).toEqual([
      { id: old, rejected: 1, rejections: [], warnings: [] },
      {
        id: recent,
        rejected: 1,
        rejections: [{ id: 4242, reason: 'Price missing' }],
        warnings: [{ id: 4242, reason: 'Price missing' }],
      },
    ]);
  });

  it('deletes dead and discarded mails after DEAD_MAIL_RETENTION_DAYS, never a sent or pending one', async () => {
    const now = Date.now();
    const mail = async (state: string, updatedAt: Date) => {
      const id = randomUUID();
      await dataSource.query(
        `INSERT INTO mail_outbox (id, template, locale, to_address, state, message_id, created_at, updated_at)
         VALUES ($1, 'lead-confirmation', 'fr', 'visitor@example.be', $2, $3, $4, $4)`,
        [id, state, `<${id}@immo.test>`, updatedAt],
      );
      return id;
    };
    const past = new Date(now - 5 * DAY - MINUTE);
    const within = new Date(now - 5 * DAY + MINUTE);
    const ids = {
      deadOld: await mail('dead', past),
      discardedOld: await mail('discarded', past),
      deadRecent: await mail('dead', within),
      sentOld: await mail('sent', new Date(now - 100 * DAY)),
      queuedOld: await mail('queued', new Date(now - 100 * DAY)),
    };

    const outcome = await prune();
    expect(outcome.deadMailsDeleted).toBeGreaterThanOrEqual(2);
    const left = (
      (await dataSource.query('SELECT id FROM mail_outbox WHERE id = ANY($1)', [Object.values(ids)])) as {
        id: string;
      }[]
    ).map((row) => row.id);
    expect(left.sort()).toEqual([ids.deadRecent, ids.sentOld, ids.queuedOld].sort());
    // The queued row must not be sent by another spec's relay.
    await dataSource.query('DELETE FROM mail_outbox WHERE id = ANY($1)', [Object.values(ids)]);
  });

  it("drops a sent mail's copy after SENT_COPY_RETENTION_DAYS, keeping the row, its subject and a newer copy", async () => {
    const now = Date.now();
    const sent = async (sentAt: Date) => {
      const id = randomUUID();
      await dataSource.query(
        `INSERT INTO mail_outbox (id, template, locale, to_address, state, message_id, created_at, updated_at, sent_at, sent_subject, sent_html, sent_text)
         VALUES ($1, 'owner-weekly-report', 'fr', 'owner@example.be', 'sent', $2, $3, $3, $3, 'Votre semaine', '<p>Vues</p>', 'Vues')`,
        [id, `<${id}@immo.test>`, sentAt],
      );
      return id;
    };
    const old = await sent(new Date(now - 7 * DAY - MINUTE));
    const recent = await sent(new Date(now - 7 * DAY + MINUTE));

    const outcome = await prune();
    expect(outcome.sentCopiesCleared).toBeGreaterThanOrEqual(1);
    const rows = (await dataSource.query(
      'SELECT id, state, sent_subject, sent_html, sent_text FROM mail_outbox WHERE id = ANY($1)',
      [[old, recent]],
    )) as { id: string }[];
    expect(rows.sort((a, b) => (a.id === old ? -1 : b.id === old ? 1 : 0))).toEqual([
      { id: old, state: 'sent', sent_subject: 'Votre semaine', sent_html: null, sent_text: null },
      { id: recent, state: 'sent', sent_subject: 'Votre semaine', sent_html: '<p>Vues</p>', sent_text: 'Vues' },
    ]);
    await dataSource.query('DELETE FROM mail_outbox WHERE id = ANY($1)', [[old, recent]]);
  });
  it('deletes Web Vitals days past WEB_VITALS_RETENTION_DAYS and keeps the 90 days the console may read', async () => {
    await dataSource.query('TRUNCATE web_vitals_days, web_vitals_buckets');
    // Brussels days, as the BFF writes them: today and the 89 days before it are kept, the 90th day back goes.
    await dataSource.query(
      `INSERT INTO web_vitals_days (day, page_type, page_views)
         SELECT (now() AT TIME ZONE 'Europe/Brussels')::date - age, 'home', 1 FROM unnest(ARRAY[89, 90]) AS age;
       INSERT INTO web_vitals_buckets (day, page_type, metric, bucket, count)
         SELECT (now() AT TIME ZONE 'Europe/Brussels')::date - age, 'home', 'LCP', 3, 1 FROM unnest(ARRAY[89, 90]) AS age`,
    );

    const outcome = await prune();
    expect(outcome.webVitalsRowsDeleted).toBe(2);
    const left = (await dataSource.query(
      `SELECT (now() AT TIME ZONE 'Europe/Brussels')::date - day AS age FROM web_vitals_buckets UNION ALL
       SELECT (now() AT TIME ZONE 'Europe/Brussels')::date - day FROM web_vitals_days`,
    )) as { age: number }[];
    expect(left).toEqual([{ age: 89 }, { age: 89 }]);
  });
});
