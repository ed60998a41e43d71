import { type CaptchaChallengeDto, encodeCaptchaAnswer, solvePow } from '@immo/domain';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { startBff, type BffProcess } from './support/bff-process';
import { contactBody, SITE_ORIGIN } from './support/forms';
import { createOwnDatabase, type OwnDatabase } from './support/own-database';
import { freePort } from './support/redis-server';
import { startSmtp, type TestSmtp } from './support/test-smtp';
import { startWorker, type WorkerProcess } from './support/worker-process';

// Two BFF and two worker processes on one PostgreSQL and one Redis, as
// scripts/scale-out.mjs starts them (with two web servers): what must happen
// once happens once, what each instance keeps in memory follows the others.
const TICK_SECONDS = 10;
const RATE_LIMIT = 8;
const SAMPLE_EXPORT = path.resolve(__dirname, '../../sync-worker/sample-export');
const PROPERTY = 4101;

interface RunRow {
  id: number;
  status: string;
  started: number;
  finished: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stands in for a web server: records when the workers ask it to revalidate (POST /internal/revalidate). */
interface WebStandIn {
  url: string;
  revalidations: number[];
  server: Server;
}

async function startWebStandIn(port: number): Promise<WebStandIn> {
  const revalidations: number[] = [];
  const server = createServer((incoming, response) => {
    if (incoming.method === 'POST' && incoming.url === '/internal/revalidate') revalidations.push(Date.now());
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, revalidations, server };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('two BFFs and two workers on one database and one Redis', () => {
  const QUEUE_PREFIX = `${process.env.QUEUE_PREFIX ?? 'immo_test'}_scale`;
  const bffs: BffProcess[] = [];
  const workers: WorkerProcess[] = [];
  const webs: WebStandIn[] = [];
  let smtp: TestSmtp;
  let db: Client;
  let database: OwnDatabase;
  let exportDir: string;
  const testStarted = Date.now();

  const scheduledRuns = async () =>
    (
      await db.query<RunRow>(
        `SELECT id, status, extract(epoch FROM started_at) * 1000 AS started, extract(epoch FROM finished_at) * 1000 AS finished
           FROM sync_runs WHERE trigger = 'schedule' AND started_at >= to_timestamp($1 / 1000.0) ORDER BY id`,
        [testStarted],
      )
    ).rows.map((row) => ({
      ...row,
      started: Number(row.started),
      finished: row.finished === null ? null : Number(row.finished),
    }));

  /** Sets the sample property's price in the CRM export, written whole so an import never reads half a file. */
  async function setPrice(price: number): Promise<void> {
    const file = path.join(exportDir, 'GetPropertyList', '1.json');
    const page = JSON.parse(await readFile(file, 'utf8')) as {
      GetPropertyListJsonResult: { Value: { Items: { ID: number; Price: number }[] } };
    };
    const item = page.GetPropertyListJsonResult.Value.Items.find((candidate) => candidate.ID === PROPERTY);
    if (item === undefined) throw new Error(`No property ${PROPERTY} in the sample export`);
    item.Price = price;
    await writeFile(`${file}.tmp`, JSON.stringify(page));
    await rename(`${file}.tmp`, file);
  }

  async function submitForm(bff: BffProcess): Promise<void> {
    const challenge = (await request(bff.url).get('/api/forms/captcha').expect(200)).body as CaptchaChallengeDto;
    const number = await solvePow(challenge.pow);
    if (number === null) throw new Error('unsolvable captcha');
    const captcha = encodeCaptchaAnswer({
      kind: 'pow',
      salt: challenge.pow.salt,
      number,
      signature: challenge.pow.signature,
    });
    await request(bff.url)
      .post('/api/forms/site-contact')
      .set('Origin', SITE_ORIGIN)
      .send(contactBody({ captcha }))
      .expect(201);
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createOwnDatabase('scale');
    db = new Client({ connectionString: database.url });
    await db.connect();
    exportDir = await mkdtemp(path.join(tmpdir(), 'scale-out-export-'));
    await cp(SAMPLE_EXPORT, exportDir, { recursive: true });
    const bffEnv = {
      DATABASE_URL: database.url,
      QUEUE_PREFIX,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      RESPONSE_CACHE_MB: '8',
      CAPTCHA_MAX_NUMBER: '2000',
      FORM_SUBMISSIONS_PER_MINUTE: '100',
      AGENCY_MAIL_TO: 'agency@immo.test',
    };
    webs.push(await startWebStandIn(await freePort()), await startWebStandIn(await freePort()));
    const workerEnv = {
      DATABASE_URL: database.url,
      QUEUE_PREFIX,
      SMTP_URL: smtp.smtpUrl,
      MAIL_FROM: 'Agence Immo <info@immo.test>',
      CRM_EXPORT_DIR: exportDir,
      SYNC_SCHEDULES_ENABLED: 'true',
      // A full import every tick (BullMQ's six-field cron), the incremental one out of the way.
      SYNC_FULL_CRON: `*/${TICK_SECONDS} * * * * *`,
      SYNC_INCREMENTAL_EVERY_MINUTES: '1440',
      // Each web server keeps its own cache of pages: every one must hear of an import.
      WEB_URLS: webs.map((web) => web.url).join(','),
    };
    const ports = [await freePort(), await freePort()];
    bffs.push(...(await Promise.all(ports.map((port) => startBff(port, bffEnv)))));
    workers.push(...(await Promise.all([startWorker(workerEnv, 90_000), startWorker(workerEnv, 90_000)])));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...workers.map((worker) => worker.stop()), ...bffs.map((bff) => bff.stop())]);
    await Promise.all(webs.map((web) => new Promise((resolve) => web.server.close(resolve))));
    await db.end();
    await database.drop();
    await smtp.close();
    await rm(exportDir, { recursive: true, force: true });
  });

  it('imports the catalogue once per schedule tick, whichever worker takes it', async () => {
    await until(
      'three scheduled imports',
      async () => ((await scheduledRuns()).length >= 3 ? true : undefined),
      60_000,
    );
    const runs = await scheduledRuns();
    // Two runs of one tick would show as two rows in one slot, or as a 'skipped' run (the import lock).
    expect(runs.map((run) => run.status)).not.toContain('skipped');
    const slots = runs.map((run) => Math.floor(run.started / (TICK_SECONDS * 1000)));
    expect(new Set(slots).size).toBe(runs.length);
    // Both workers are idle between ticks and polling the queue: either may take a tick.
    expect(workers.every((worker) => worker.child.exitCode === null)).toBe(true);
  }, 90_000);

  it('sends each e-mail once, forms arriving at either BFF', async () => {
    smtp.clear();
    for (let form = 0; form < 4; form += 1) await submitForm(bffs[form % 2] as BffProcess);
    // Two mails per lead: its confirmation and the agency's copy.
    await smtp.waitFor((messages) => messages.length >= 8, 30_000);
    await sleep(3_000);
    const ids = smtp.messages().map((message) => message.messageId);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
  }, 60_000);

  it("clears both BFFs' response caches and both web servers' pages after an import changed the catalogue", async () => {
    const detail = (bff: BffProcess) => request(bff.url).get(`/api/properties/${PROPERTY}?locale=fr`).expect(200);
    const before = [];
    for (const bff of bffs) {
      await detail(bff);
      const kept = await detail(bff);
      expect(kept.headers['x-cache']).toBe('HIT');
      before.push(kept.text);
    }
    const edited = Date.now();
    await setPrice(987_000);
    await until(
      'an import of the edited export',
      async () =>
        (await scheduledRuns()).some(
          (run) => run.started > edited && run.status === 'succeeded' && run.finished !== null,
        )
          ? true
          : undefined,
      3 * TICK_SECONDS * 1000,
    );
    for (const [index, bff] of bffs.entries()) {
      const after = await until(
        'the new price',
        async () => {
          const answer = await detail(bff);
          return answer.text.includes('987000') ? answer : undefined;
        },
        5_000,
      );
      expect(after.text).not.toBe(before[index]);
      expect(after.headers['x-cache']).toBe('MISS');
    }
    // …and both web servers were told to drop their pages, not only the first.
    for (const web of webs) {
      await until(
        `a revalidation of ${web.url}`,
        async () => (web.revalidations.some((at) => at > edited) ? true : undefined),
        5_000,
      );
    }
  }, 90_000);

  it('limits a client at the limit, not at twice it, when its requests alternate between the BFFs', async () => {
    const statuses = [];
    for (let call = 0; call < RATE_LIMIT + 2; call += 1) {
      statuses.push(
        (await request((bffs[call % 2] as BffProcess).url).get('/api/properties?goal=rent&limit=1')).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429, 429]);
  }, 30_000);
});
