import { MailJob, mailSendJobOptions, MailUpkeepJob, QueueName } from '@immo/domain';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import request from 'supertest';
import type { App } from 'supertest/types';
import { type ReceivedMail, startSmtp, type TestSmtp } from './support/test-smtp';
import { contactBody, SITE_ORIGIN, uniqueEmail, withFakeCaptcha } from './support/forms';
import { freePort } from './support/redis-server';
import { createTestApp, type TestApp } from './support/test-app';
import { startWorker, type WorkerProcess } from './support/worker-process';

// The whole path of a form's mails with real parts: the BFF in this process,
// the sync-worker as its own process, PostgreSQL, Redis and an SMTP server.
const AGENCY = 'agency@immo.test';
const MAIL_FROM = 'Agence Immo <info@immo.test>';

interface OutboxRow {
  id: string;
  template: string;
  to_address: string;
  reply_to: string | null;
  state: string;
  attempts: number;
  message_id: string;
  last_error: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Message-IDs received, with how many times each. */
function countByMessageId(messages: readonly ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) counts.set(message.messageId ?? '', (counts.get(message.messageId ?? '') ?? 0) + 1);
  return counts;
}

describe('a form submission through to the mail server', () => {
  let smtp: TestSmtp;
  let testApp: TestApp;
  let server: App;
  let worker: WorkerProcess | undefined;
  let mailQueue: Queue;

  // A queue of this spec's own: the other specs of the run share the database and
  // Redis and queue mails too, which this spec's worker would otherwise send here.
  const QUEUE_PREFIX = `${process.env.QUEUE_PREFIX ?? 'immo_test'}_pipeline`;
  const workerEnv = () => ({ SMTP_URL: smtp.smtpUrl, MAIL_FROM, QUEUE_PREFIX });
  const outboxOf = async (leadId: string) =>
    (await testApp.dataSource.query('SELECT * FROM mail_outbox WHERE lead_id = $1 ORDER BY template', [
      leadId,
    ])) as OutboxRow[];
  const submit = (body: Record<string, unknown>, target: App = server) =>
    request(target).post('/api/forms/site-contact').set('Origin', SITE_ORIGIN).send(body);
  /** Waits until every row of the lead is in `state`. */
  async function settled(leadId: string, state: string, timeoutMs = 20_000): Promise<OutboxRow[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await outboxOf(leadId);
      if (rows.length > 0 && rows.every((row) => row.state === state)) return rows;
      if (Date.now() > deadline)
        throw new Error(`Outbox of ${leadId} not ${state}: ${JSON.stringify(rows)}\n${worker?.output() ?? ''}`);
      await sleep(100);
    }
  }
  /** The relay only takes rows older than a minute: make them so, then run it now. */
  // Only this lead's rows: other specs' workers relay aged rows of the shared database too.
  async function runRelay(leadId: string): Promise<void> {
    await testApp.dataSource.query(
      `UPDATE mail_outbox SET created_at = created_at - interval '2 minutes' WHERE state IN ('queued', 'retrying') AND lead_id = $1`,
      [leadId],
    );
    const upkeep = new Queue(QueueName.mailUpkeep, {
      connection: mailQueue.opts.connection,
      prefix: mailQueue.opts.prefix,
    });
    try {
      await upkeep.add(MailUpkeepJob.relay, {}, { removeOnComplete: true });
    } finally {
      await upkeep.close();
    }
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    testApp = await createTestApp(
      { AGENCY_MAIL_TO: AGENCY, FORM_SUBMISSIONS_PER_MINUTE: 1000, QUEUE_PREFIX },
      { configure: withFakeCaptcha },
    );
    server = testApp.app.getHttpServer() as App;
    mailQueue = testApp.app.get<Queue>(getQueueToken(QueueName.mail));
    worker = await startWorker(workerEnv());
  }, 90_000);

  afterAll(async () => {
    await worker?.stop();
    await testApp.app.close();
    await smtp.close();
  });

  beforeEach(() => {
    smtp.setMode('accept');
    smtp.clear();
  });

  it('stores the lead with its two mails, then delivers them: the agency answers the visitor by Reply-To', async () => {
    const email = uniqueEmail('anne');
    const response = await submit(contactBody({ email })).expect(201);
    expect(response.body).toEqual({ leadId: expect.any(String), thankYouSlug: 'site-contact' });
    const leadId = (response.body as { leadId: string }).leadId;

    const [lead] = (await testApp.dataSource.query(
      'SELECT kind, state, email, locale, utm, page FROM leads WHERE id = $1',
      [leadId],
    )) as object[];
    expect(lead).toEqual({
      kind: 'site-contact',
      state: 'received',
      email,
      locale: 'fr',
      utm: { utm_source: 'newsletter' },
      page: '/fr/contact/',
    });

    const rows = await settled(leadId, 'sent');
    expect(rows.map((row) => [row.template, row.to_address, row.reply_to])).toEqual([
      ['lead-confirmation', email, null],
      ['lead-to-agency', AGENCY, email],
    ]);
    const messages = await smtp.waitFor((received) => received.length >= 2);
    const toAgency = messages.find((message) => message.envelope.to.includes(AGENCY));
    expect(toAgency?.replyTo).toBe(email);
    expect(toAgency?.from).toContain('info@immo.test');
    expect(toAgency?.messageId).toBe(rows.find((row) => row.template === 'lead-to-agency')?.message_id);
    expect(messages.find((message) => message.envelope.to.includes(email))?.messageId).toBe(
      rows.find((row) => row.template === 'lead-confirmation')?.message_id,
    );
  });

  it("gains no header and no recipient from a visitor's text (CR/LF, encoded words, long lines)", async () => {
    const email = uniqueEmail('eve');
    const body = contactBody({
      email,
      firstName: 'Eve\r\nBcc: victim@example.com',
      lastName: '=?UTF-8?B?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=',
      remark: `Hello\r\n.\r\nRCPT TO:<victim@example.com>\r\n${'x'.repeat(3000)}`,
    });
    const leadId = ((await submit(body).expect(201)).body as { leadId: string }).leadId;
    await settled(leadId, 'sent');
    const messages = await smtp.waitFor((received) => received.length >= 2);
    expect(messages.flatMap((message) => message.envelope.to).sort()).toEqual([AGENCY, email].sort());
    for (const message of messages) {
      expect(Object.keys(message.headers)).not.toContain('bcc');
      // The header block only: the body may quote the visitor's text as typed.
      expect(message.raw.split('\r\n\r\n')[0]).not.toMatch(/^(Bcc|RCPT)/im);
    }
    expect(messages.find((message) => message.envelope.to.includes(AGENCY))?.replyTo).toBe(email);
  });

  it('sends a mail once however many times its job is enqueued', async () => {
    smtp.setMode('accept', { delayMs: 300 });
    const leadId = ((await submit(contactBody()).expect(201)).body as { leadId: string }).leadId;
    const ids = (await outboxOf(leadId)).map((row) => row.id);
    // The same jobs again, at once and after delivery: BullMQ ignores a live id, the worker a sent row.
    await mailQueue.addBulk(
      ids.map((id) => ({ name: MailJob.send, data: { outboxId: id }, opts: mailSendJobOptions(id) })),
    );
    await settled(leadId, 'sent');
    await mailQueue.addBulk(
      ids.map((id) => ({ name: MailJob.send, data: { outboxId: id }, opts: mailSendJobOptions(id) })),
    );
    // Done when the queue holds none of them waiting, delayed or running: the worker has seen each.
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
      const counts = await mailQueue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
      if (Object.values(counts).every((count) => count === 0)) break;
    }
    const counts = countByMessageId(smtp.messages());
    expect(counts.size).toBe(2);
    expect([...counts.values()]).toEqual([1, 1]);
  });

  it('delivers every mail exactly once when the SMTP server refuses for a while, then recovers', async () => {
    smtp.setMode('refuse');
    const leadIds: string[] = [];
    for (let index = 0; index < 3; index += 1)
      leadIds.push(((await submit(contactBody()).expect(201)).body as { leadId: string }).leadId);
    for (const leadId of leadIds) {
      const rows = await settled(leadId, 'retrying');
      expect(rows.every((row) => row.attempts === 1 && /451/.test(row.last_error ?? ''))).toBe(true);
    }
    smtp.setMode('accept');
    // The first retry waits mailRetryDelayMs(1) = 15 s.
    for (const leadId of leadIds) await settled(leadId, 'sent', 40_000);
    const counts = countByMessageId(smtp.messages());
    expect(counts.size).toBe(6);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  }, 60_000);

  it('answers 201 from a BFF whose Redis is unreachable from its start, and the relay sends the stored mails', async () => {
    // BullMQ and ioredis print the refused connections with console.error.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const noRedis = await createTestApp(
      { AGENCY_MAIL_TO: AGENCY, FORM_SUBMISSIONS_PER_MINUTE: 1000, REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
      { configure: withFakeCaptcha, logger: { log: () => undefined, warn: () => undefined, error: () => undefined } },
    );
    try {
      const started = Date.now();
      const response = await submit(contactBody(), noRedis.app.getHttpServer() as App).expect(201);
      expect(Date.now() - started).toBeLessThan(2_000);
      const leadId = (response.body as { leadId: string }).leadId;
      await sleep(1_000);
      expect((await outboxOf(leadId)).map((row) => row.state)).toEqual(['queued', 'queued']);
      expect(smtp.messages()).toHaveLength(0);

      await runRelay(leadId);
      const rows = await settled(leadId, 'sent');
      // The relay also takes other specs' stored mails (one database per run): count this lead's.
      const counts = countByMessageId(smtp.messages());
      expect(rows.map((row) => counts.get(row.message_id))).toEqual([1, 1]);
    } finally {
      await noRedis.app.close();
      jest.restoreAllMocks();
    }
  });

  it('loses nothing when the worker is killed in the middle of a send', async () => {
    // The server sits on each message long enough to kill the worker meanwhile.
    smtp.setMode('accept', { delayMs: 4_000 });
    const leadId = ((await submit(contactBody()).expect(201)).body as { leadId: string }).leadId;
    const inFlight = Date.now() + 10_000;
    // In flight: the worker holds its row's lock while it talks to the server.
    while (
      (
        await testApp.dataSource.query(
          `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE a.datname = current_database() AND l.locktype = 'transactionid' AND a.pid <> pg_backend_pid()`,
        )
      ).length === 0
    ) {
      if (Date.now() > inFlight) throw new Error('the worker never started sending');
      await sleep(20);
    }
    await worker?.kill();
    expect((await outboxOf(leadId)).every((row) => row.state === 'queued')).toBe(true);

    smtp.setMode('accept');
    worker = await startWorker(workerEnv());
    // The killed worker's jobs stay 'active' until BullMQ's stalled-job check (lock 30 s, checked every 30 s)
    // hands them to the new worker; the relay covers a Redis that lost them.
    await runRelay(leadId);
    // Up to a minute for the stalled check, plus the new worker's start on a busy machine.
    const rows = await settled(leadId, 'sent', 120_000);
    const counts = countByMessageId(smtp.messages());
    for (const row of rows) expect(counts.get(row.message_id)).toBeGreaterThanOrEqual(1);
  }, 200_000);
});
