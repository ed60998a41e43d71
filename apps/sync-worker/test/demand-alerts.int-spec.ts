import { DemandJob, type JobOf, mailDataSchemas, QueueName, SyncJob } from '@immo/domain';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadEnv } from '../src/config/env';
import { STARTUP_SAMPLE_IMPORT_JOB_ID } from '../src/sync/sync-startup.service';
import { WorkerModule } from '../src/worker.module';
import { emptyCatalogue, openTestDatabase } from './support/database';
import { type CrmItem, removeWrittenExports, samplePages, writeExport } from './support/export-fixture';

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface DemandSpec {
  state: 'unconfirmed' | 'confirmed';
  frequency: 'instant' | 'daily' | 'weekly';
  zones?: string[];
  createdDaysAgo?: number;
}

describe('demand alerts after an import, on real Redis and PostgreSQL', () => {
  const env = loadEnv();
  const connection = { url: env.REDIS_URL };
  let dataSource: DataSource;
  let worker: TestingModule;
  let syncQueue: Queue;
  let syncEvents: QueueEvents;
  let demandsQueue: Queue;
  let demandsEvents: QueueEvents;
  let template: CrmItem;

  async function addDemand(spec: DemandSpec): Promise<string> {
    const id = randomUUID();
    await dataSource.query(
      `INSERT INTO demands (id, email, locale, first_name, last_name, goal, property_types, zones, budget_min, budget_max, frequency, state, confirm_token_hash, created_at, confirmed_at)
       VALUES ($1, $2, 'nl', 'Anne', 'Dupont', 'sale', '{2}', $3, 300000, 400000, $4, $5, $6, now() - make_interval(days => $7), CASE WHEN $5 = 'confirmed' THEN now() END)`,
      [
        id,
        `${id.slice(0, 8)}@example.be`,
        spec.zones ?? ['region:brussels'],
        spec.frequency,
        spec.state,
        randomUUID(),
        spec.createdDaysAgo ?? 0,
      ],
    );
    return id;
  }

  async function alertsOf(demandId: string): Promise<
    {
      data: {
        listings: { reference: string; change: string; url: string; price?: number; previousPrice?: number }[];
        unsubscribeUrl: string;
        manageUrl?: string;
      };
      locale: string;
    }[]
  > {
    return (await dataSource.query(
      `SELECT o.data, o.locale FROM mail_outbox o JOIN demands d ON d.email = o.to_address WHERE o.template = 'demand-alert' AND d.id = $1`,
      [demandId],
    )) as {
      data: {
        listings: { reference: string; change: string; url: string; price?: number; previousPrice?: number }[];
        unsubscribeUrl: string;
        manageUrl?: string;
      };
      locale: string;
    }[];
  }

  async function importItems(items: CrmItem[]): Promise<void> {
    const folder = await writeExport([{ items }]);
    const payload: JobOf<typeof SyncJob.import> = { source: folder, full: false, trigger: 'operator' };
    const job = await syncQueue.add(SyncJob.import, payload);
    await job.waitUntilFinished(syncEvents, 20_000);
  }

  async function runDemandJob<N extends typeof DemandJob.digest | typeof DemandJob.cleanup>(
    name: N,
    data: JobOf<N>,
  ): Promise<unknown> {
    const job = await demandsQueue.add(name, data);
    return job.waitUntilFinished(demandsEvents, 20_000);
  }

  const seen = async (propertyId: number) =>
    ((await dataSource.query(`SELECT 1 FROM demand_listing_states WHERE property_id = $1`, [propertyId])) as unknown[])
      .length > 0;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await emptyCatalogue(dataSource);
    await dataSource.query('TRUNCATE demand_listing_states, demands CASCADE');
    await dataSource.query(`DELETE FROM mail_outbox WHERE template = 'demand-alert'`);
    const [first = []] = await samplePages();
    template = first[0] ?? {};
    syncQueue = new Queue(QueueName.sync, { connection, prefix: env.QUEUE_PREFIX });
    syncEvents = new QueueEvents(QueueName.sync, { connection, prefix: env.QUEUE_PREFIX });
    demandsQueue = new Queue(QueueName.demands, { connection, prefix: env.QUEUE_PREFIX });
    demandsEvents = new QueueEvents(QueueName.demands, { connection, prefix: env.QUEUE_PREFIX });
    await Promise.all([syncEvents.waitUntilReady(), demandsEvents.waitUntilReady()]);
    // The run's queues are shared: an earlier spec's boot may have left the startup import (one fixed id)
    // waiting out its backoff, and this worker's boot would then queue nothing and wait for it.
    await syncQueue.remove(STARTUP_SAMPLE_IMPORT_JOB_ID);
    worker = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
    worker.useLogger(['error']);
    await worker.init();
    // The sample imported at boot is the alerts' first look: learnt, not announced.
    await waitFor(
      async () =>
        ((await dataSource.query(`SELECT count(*)::int AS n FROM demand_listing_states`)) as { n: number }[])[0]!.n > 0,
      50_000,
    );
    // The whole worker boots and imports the sample: more than jest's 5 s on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await worker.close();
    await Promise.all([syncEvents.close(), demandsEvents.close()]);
    await Promise.all([syncQueue.close(), demandsQueue.close()]);
    await dataSource.destroy();
    await removeWrittenExports();
  });

  it('mails one alert per confirmed instant demand a new listing matches, none to unconfirmed or unmatched ones', async () => {
    const instant = await addDemand({ state: 'confirmed', frequency: 'instant' });
    const instantByCommune = await addDemand({ state: 'confirmed', frequency: 'instant', zones: ['city:10:1050'] });
    const unconfirmed = await addDemand({ state: 'unconfirmed', frequency: 'instant' });
    const elsewhere = await addDemand({ state: 'confirmed', frequency: 'instant', zones: ['region:flanders'] });
    const daily = await addDemand({ state: 'confirmed', frequency: 'daily' });
    // Paused by its visitor on the alerts page: told of nothing, at once or in a digest.
    const paused = await addDemand({ state: 'confirmed', frequency: 'instant' });
    const pausedDaily = await addDemand({ state: 'confirmed', frequency: 'daily' });
    await dataSource.query(`UPDATE demands SET paused_at = now() WHERE id = ANY($1)`, [[paused, pausedDaily]]);

    // Ixelles (1050, Brussels), a type 2 for sale at 395 000: inside the demands' budget.
    await importItems([{ ...template, ID: 777101, RecordFile: 'V-777101', LastChangedDate: '2026-05-01 09:00:00' }]);
    await waitFor(() => seen(777101));
    await waitFor(async () => (await alertsOf(instantByCommune)).length > 0);

    const [mail, ...more] = await alertsOf(instant);
    expect(more).toEqual([]);
    expect(mail?.locale).toBe('nl');
    expect(mail?.data.listings).toEqual([
      expect.objectContaining({
        reference: 'V-777101',
        change: 'new',
        url: expect.stringContaining('/nl/property/777101/'),
      }),
    ]);
    // What the worker's renderer will parse before sending.
    expect(mailDataSchemas['demand-alert'].safeParse(mail?.data).success).toBe(true);
    expect(mail?.data.unsubscribeUrl).toMatch(/\/api\/subscriptions\/unsubscribe\?token=demand\./);
    // The visitor's alerts page, in the demand's language, signed for this demand (never its address).
    expect(mail?.data.manageUrl).toMatch(new RegExp(`/nl/mijn-zoekopdrachten/alerts-${instant}-[A-Za-z0-9_-]{43}/$`));
    expect(await alertsOf(instantByCommune)).toHaveLength(1);
    expect(await alertsOf(unconfirmed)).toEqual([]);
    expect(await alertsOf(elsewhere)).toEqual([]);
    expect(await alertsOf(paused)).toEqual([]);
    // The daily demand waits for its digest.
    expect(await alertsOf(daily)).toEqual([]);

    // The same export again changes nothing: nobody hears of it twice.
    await importItems([
      { ...template, ID: 777101, RecordFile: 'V-777101', LastChangedDate: '2026-05-01 09:00:00', Name: 'again' },
    ]);
    await runDemandJob(DemandJob.digest, { frequency: 'daily' });
    expect(await alertsOf(instant)).toHaveLength(1);
    const digests = await alertsOf(daily);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.data.listings.map((listing) => listing.reference)).toEqual(['V-777101']);
    expect(digests[0]?.data.manageUrl).toContain(`/alerts-${daily}-`);
    expect(await alertsOf(pausedDaily)).toEqual([]);

    // A second digest has nothing new to say.
    await runDemandJob(DemandJob.digest, { frequency: 'daily' });
    expect(await alertsOf(daily)).toHaveLength(1);
  });

  it('announces a price drop once', async () => {
    const instant = await addDemand({ state: 'confirmed', frequency: 'instant' });
    await importItems([
      { ...template, ID: 777101, RecordFile: 'V-777101', Price: 350000, LastChangedDate: '2026-05-02 09:00:00' },
    ]);
    await waitFor(async () => (await alertsOf(instant)).length > 0);
    const [mail] = await alertsOf(instant);
    expect(mail?.data.listings).toEqual([
      expect.objectContaining({ reference: 'V-777101', change: 'price-drop', price: 350000, previousPrice: 395000 }),
    ]);
  });

  it('deletes unconfirmed sign-ups after 14 days, never confirmed ones', async () => {
    const old = await addDemand({ state: 'unconfirmed', frequency: 'weekly', createdDaysAgo: 15 });
    const recent = await addDemand({ state: 'unconfirmed', frequency: 'weekly', createdDaysAgo: 13 });
    const confirmedOld = await addDemand({ state: 'confirmed', frequency: 'weekly', createdDaysAgo: 40 });
    await dataSource.query(
      `INSERT INTO newsletter_subscriptions (id, email, locale, state, confirm_token_hash, created_at) VALUES ($1, 'old@example.be', 'fr', 'unconfirmed', $2, now() - interval '15 days')`,
      [randomUUID(), randomUUID()],
    );
    await runDemandJob(DemandJob.cleanup, {});
    const left = (await dataSource.query(`SELECT id FROM demands WHERE id = ANY($1::uuid[])`, [
      [old, recent, confirmedOld],
    ])) as { id: string }[];
    expect(left.map((row) => row.id).sort()).toEqual([recent, confirmedOld].sort());
    expect(await dataSource.query(`SELECT id FROM newsletter_subscriptions WHERE email = 'old@example.be'`)).toEqual(
      [],
    );
  });
});
