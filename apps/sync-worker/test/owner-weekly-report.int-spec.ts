import { mailDataSchemas, OwnerJob, QueueName, reportWeek, statisticsDayOf } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ConfigModule } from '../src/config/config.module';
import { ENV, loadEnv, type WorkerEnv } from '../src/config/env';
import { DatabaseModule } from '../src/database/database.module';
import { flushDemandAlerts } from '../src/demands/alert-mailer';
import { renderMail } from '../src/mail/templates/render-mail';
import { OwnerReportsModule } from '../src/owner-reports/owner-reports.module';
import { WeeklyReportService } from '../src/owner-reports/weekly-report.service';
import { workerConnection } from '../src/redis/bull-connections';
import { openTestDatabase } from './support/database';

// Ids of their own: other specs share the run's database.
const ALICE = 950_001;
const BOB = 950_002;
const CAROL = 950_003;
const DAVE = 950_004;
const HOUSE = 950_101;
const FLAT = 950_102;
const GONE = 950_103;
const BOBS = 950_104;
const CAROLS = 950_105;
const DAVES_GONE = 950_106;

describe('owners’ weekly report, on real Redis and PostgreSQL', () => {
  const env = loadEnv();
  let dataSource: DataSource;
  let worker: TestingModule;
  let reports: WeeklyReportService;
  let ownersQueue: Queue;
  let ownersEvents: QueueEvents;
  // Sent on Monday 6 April 2026 at 07:00 in Brussels: it tells of the week of 30 March.
  const now = new Date('2026-04-06T05:00:00Z');
  const { weekStart } = reportWeek(statisticsDayOf(now));

  async function insertProperty(
    id: number,
    overrides: { withdrawn?: boolean; titles?: Record<string, string> } = {},
  ): Promise<void> {
    await dataSource.query(
      `INSERT INTO properties (id, goal, reference, titles, city, zip, country_id, country_name, price, publish_price, publish_address, web_id, web_ids, content_hash, withdrawn_at)
       VALUES ($1, 0, $2, $3, 'Ixelles', '1050', 10, 'Belgique', 350000, true, true, 2, '2', 'test', $4)`,
      [
        id,
        `V-${id}`,
        overrides.titles ?? { nl: `Huis ${id}`, fr: `Maison ${id}` },
        overrides.withdrawn ? new Date('2026-01-01T00:00:00Z') : null,
      ],
    );
  }

  async function insertOwner(id: number, locale: string, propertyIds: number[], weeklyReport?: boolean): Promise<void> {
    await dataSource.query(
      `INSERT INTO owners (id, email, first_name, last_name, locale, content_hash) VALUES ($1, $2, 'First', 'Last', $3, 'test')`,
      [id, `owner-${id}@example.com`, locale],
    );
    for (const propertyId of propertyIds)
      await dataSource.query(`INSERT INTO owner_properties (owner_id, property_id) VALUES ($1, $2)`, [id, propertyId]);
    if (weeklyReport !== undefined)
      await dataSource.query(`INSERT INTO owner_preferences (owner_id, weekly_report) VALUES ($1, $2)`, [
        id,
        weeklyReport,
      ]);
  }

  async function reportsOf(
    ownerId: number,
  ): Promise<{ locale: string; to_address: string; data: Record<string, unknown> }[]> {
    return (await dataSource.query(
      `SELECT o.locale, o.to_address, o.data FROM owner_weekly_reports r JOIN mail_outbox o ON o.id = r.outbox_id WHERE r.owner_id = $1`,
      [ownerId],
    )) as { locale: string; to_address: string; data: Record<string, unknown> }[];
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    // The run's database holds the owners other specs imported; only this spec's four may get a report.
    await dataSource.query(
      `INSERT INTO owner_preferences (owner_id, weekly_report) SELECT id, false FROM owners
       ON CONFLICT (owner_id) DO UPDATE SET weekly_report = false`,
    );
    for (const id of [HOUSE, FLAT, BOBS, CAROLS]) await insertProperty(id);
    await insertProperty(GONE, { withdrawn: true });
    await insertProperty(DAVES_GONE, { withdrawn: true });
    await insertOwner(ALICE, 'nl', [HOUSE, FLAT, GONE]);
    await insertOwner(BOB, 'fr', [BOBS], false);
    await insertOwner(CAROL, 'en', [CAROLS], true);
    await insertOwner(DAVE, 'fr', [DAVES_GONE]);

    // Aggregated days, then the raw views of Sunday (the run's yesterday, counted live).
    await dataSource.query(
      `INSERT INTO property_daily_views (property_id, day, views) VALUES ($1, '2026-03-01', 10), ($1, '2026-03-23', 4), ($1, '2026-03-29', 1), ($1, '2026-03-30', 6), ($1, '2026-04-04', 2)`,
      [HOUSE],
    );
    // Sunday 5 April 23:59 (UTC+2) is in the week; Monday 00:00 is not.
    for (const instant of ['2026-04-05T10:00:00Z', '2026-04-05T21:59:00Z', '2026-04-05T22:00:00Z']) {
      await dataSource.query(`INSERT INTO property_views (property_id, visitor_hash, viewed_at) VALUES ($1, $2, $3)`, [
        HOUSE,
        randomUUID(),
        instant,
      ]);
    }
    // Two confirmed demands the house and flat match, one unconfirmed: and no other spec's, which would match too.
    await dataSource.query('TRUNCATE demands CASCADE');
    for (const state of ['confirmed', 'confirmed', 'unconfirmed']) {
      await dataSource.query(
        `INSERT INTO demands (id, email, locale, first_name, last_name, goal, property_types, zones, frequency, state, confirm_token_hash)
         VALUES ($1, 'buyer@example.com', 'fr', 'B', 'T', 'sale', '{2}', '{region:brussels}', 'weekly', $2, $3)`,
        [randomUUID(), state, randomUUID()],
      );
    }

    worker = await Test.createTestingModule({
      imports: [
        ConfigModule,
        DatabaseModule,
        BullModule.forRootAsync({
          inject: [ENV],
          useFactory: (workerEnv: WorkerEnv) => ({
            connection: workerConnection(workerEnv.REDIS_URL),
            prefix: workerEnv.QUEUE_PREFIX,
          }),
        }),
        OwnerReportsModule,
      ],
    }).compile();
    worker.useLogger(['error']);
    await worker.init();
    reports = worker.get(WeeklyReportService);
    ownersQueue = new Queue(QueueName.owners, { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });
    ownersEvents = new QueueEvents(QueueName.owners, { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });
    await ownersEvents.waitUntilReady();
  });

  afterAll(async () => {
    await worker.close();
    await ownersEvents.close();
    await ownersQueue.close();
    await dataSource.destroy();
  });

  it('records which listings an alert mail showed, for the owners’ reach', async () => {
    const [demand] = (await dataSource.query(`SELECT id FROM demands WHERE state = 'confirmed' LIMIT 1`)) as {
      id: string;
    }[];
    await dataSource.query(
      `INSERT INTO demand_alert_items (demand_id, property_id, event, event_key) VALUES ($1, $2, 'new', 'a'), ($1, $3, 'new', 'b')`,
      [demand!.id, HOUSE, FLAT],
    );
    const outcome = await dataSource.transaction((manager) =>
      flushDemandAlerts(manager, demand!.id, {
        siteUrl: env.SITE_URL,
        subscriptionSecret: env.SUBSCRIPTION_TOKEN_SECRET,
        mailFrom: env.MAIL_FROM,
      }),
    );
    const shown = (await dataSource.query(
      `SELECT property_id AS id FROM alert_mail_listings WHERE outbox_id = $1 ORDER BY 1`,
      [outcome!.outboxId],
    )) as { id: number }[];
    expect(shown.map((row) => row.id)).toEqual([HOUSE, FLAT]);
    // Sent on Thursday of the reported week: the house's report counts it.
    await dataSource.query(`UPDATE mail_outbox SET state = 'sent', sent_at = '2026-04-02T08:00:00Z' WHERE id = $1`, [
      outcome!.outboxId,
    ]);
  });

  it('writes one report per owner with a property on the site, in their language, with the week’s figures', async () => {
    const job = await ownersQueue.add(OwnerJob.weeklyReport, {});
    // The job reports the week before today's; this spec pins the week to compare figures.
    await job.waitUntilFinished(ownersEvents, 20_000);
    await dataSource.query(
      `DELETE FROM mail_outbox WHERE id IN (SELECT outbox_id FROM owner_weekly_reports WHERE owner_id = ANY($1::int[]))`,
      [[ALICE, BOB, CAROL, DAVE]],
    );

    expect(await reports.run(now)).toEqual({ weekStart: '2026-03-30', mails: 2 });

    const [alice, ...more] = await reportsOf(ALICE);
    expect(more).toEqual([]);
    expect(alice?.locale).toBe('nl');
    expect(alice?.to_address).toBe(`owner-${ALICE}@example.com`);
    expect(mailDataSchemas['owner-weekly-report'].safeParse(alice?.data).success).toBe(true);
    expect(alice?.data).toMatchObject({
      weekStart,
      portalUrl: new URL('/nl/login/', env.SITE_URL).toString(),
      preferencesUrl: new URL('/nl/eigenaar/#account', env.SITE_URL).toString(),
      recipient: { firstName: 'First', lastName: 'Last' },
      properties: [
        {
          title: `Huis ${HOUSE}`,
          reference: `V-${HOUSE}`,
          // The city's part is its Dutch name when the run's database knows one (Elsene), else the CRM's.
          url: expect.stringMatching(
            new RegExp(`^${new URL(env.SITE_URL ?? '').origin}/nl/te-koop/(ixelles|elsene)/huis-${HOUSE}/${HOUSE}/$`),
          ),
          // 6 + 2 aggregated, 2 live on Sunday; the week before: 4 + 1; ever, up to Sunday: 10 + 4 + 1 + 6 + 2 + 2.
          views: { week: 10, previousWeek: 5, total: 25 },
          alertMails: 1,
          matchingDemands: 2,
        },
        { title: `Huis ${FLAT}`, views: { week: 0, previousWeek: 0, total: 0 }, alertMails: 1, matchingDemands: 2 },
      ],
    });
    // The mail the worker will send from it, in Dutch, with the portal's link.
    const mail = renderMail({ template: 'owner-weekly-report', locale: 'nl', data: alice?.data });
    expect(mail.text).toContain(new URL('/nl/login/', env.SITE_URL).toString());
    expect(mail.text).toContain(`V-${HOUSE}`);
    expect(await reportsOf(CAROL)).toHaveLength(1);
    // Switched off, or nothing on the site any more: no mail.
    expect(await reportsOf(BOB)).toEqual([]);
    expect(await reportsOf(DAVE)).toEqual([]);
  });

  it('mails each owner once per week however often it runs, even side by side', async () => {
    const before = await reportsOf(ALICE);
    const runs = await Promise.all([reports.run(now), reports.run(now)]);
    expect(runs.map((run) => run.mails)).toEqual([0, 0]);
    expect(await reportsOf(ALICE)).toEqual(before);
    const [{ n } = { n: -1 }] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'owner-weekly-report' AND to_address = $1`,
      [`owner-${ALICE}@example.com`],
    )) as { n: number }[];
    expect(n).toBe(1);

    // A new owner during the week: both side-by-side runs find them, one mails.
    await insertProperty(950_107);
    await insertOwner(950_005, 'de', [950_107]);
    const racing = await Promise.all([reports.run(now), reports.run(now)]);
    expect(racing.map((run) => run.mails).sort()).toEqual([0, 1]);
    expect(await reportsOf(950_005)).toHaveLength(1);
  });
});
