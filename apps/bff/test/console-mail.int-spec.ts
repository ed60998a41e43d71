import { MailJob, mailSendJobOptions, QueueName, statisticsDayOf } from '@immo/domain';
import { Queue, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadEnv } from '../src/config/env';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

interface Row {
  id: string;
  state: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
  resent_from: string | null;
  to_address: string;
  template: string;
}

describe('console mail: the outbox by state, its totals, retry, discard and resend', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;
  let operatorId: number;
  const env = loadEnv();
  // The queue the worker consumes (QUEUE_PREFIX is unique to this test run).
  const connection = { url: env.REDIS_URL };
  const mailQueue = new Queue(QueueName.mail, { connection, prefix: env.QUEUE_PREFIX });

  const insertMail = async (fields: {
    state: string;
    to?: string;
    createdAt?: string;
    attempts?: number;
    lastError?: string;
  }) => {
    const id = randomUUID();
    await testApp.dataSource.query(
      `INSERT INTO mail_outbox (id, template, locale, to_address, data, state, attempts, last_error, message_id, created_at, sent_at)
       VALUES ($1, 'lead-confirmation', 'nl', $2, '{}', $3, $4, $5, $6, coalesce($7::timestamptz, now()), CASE WHEN $3 = 'sent' THEN now() END)`,
      [
        id,
        fields.to ?? 'visitor@example.be',
        fields.state,
        fields.attempts ?? 0,
        fields.lastError ?? null,
        `<${id}@example.com>`,
        fields.createdAt ?? null,
      ],
    );
    return id;
  };
  const rowOf = async (id: string) =>
    ((await testApp.dataSource.query('SELECT * FROM mail_outbox WHERE id = $1', [id])) as Row[])[0];
  const post = (path: string) => request(server).post(path).set('cookie', cookie);

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    cookie = await operatorCookie(testApp.app, 'ops-mail@example.be');
    const [operator] = (await testApp.dataSource.query(
      `SELECT id FROM operator_accounts WHERE email = 'ops-mail@example.be'`,
    )) as { id: number }[];
    operatorId = operator?.id ?? 0;
  });

  beforeEach(async () => {
    await mailQueue.obliterate({ force: true });
  });

  afterAll(async () => {
    await mailQueue.obliterate({ force: true });
    await mailQueue.close();
    await testApp.app.close();
  });

  it('answers 401 without a console session and 403 to another site', async () => {
    const id = await insertMail({ state: 'dead' });
    await request(server).get('/api/mail-outbox').expect(401);
    await request(server).get('/api/mail-outbox/totals').expect(401);
    await request(server).post(`/api/mail-outbox/${id}/retry`).expect(401);
    await request(server)
      .post(`/api/mail-outbox/${id}/retry`)
      .set('cookie', cookie)
      .set('origin', 'https://evil.example')
      .expect(403);
    expect((await rowOf(id))?.state).toBe('dead');
    expect(await mailQueue.count()).toBe(0);
  });

  it('lists one state, newest first, searched by recipient, with what an operator may see', async () => {
    const older = await insertMail({
      state: 'dead',
      to: 'an.peeters@example.be',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
      attempts: 8,
      lastError: 'SMTP 550 mailbox unavailable',
    });
    const newer = await insertMail({ state: 'dead', to: 'jan.peeters@example.be' });
    await insertMail({ state: 'sent', to: 'sent.peeters@example.be' });
    const list = await request(server).get('/api/mail-outbox?state=dead&q=PEETERS').set('cookie', cookie).expect(200);
    const body = list.body as { total: number; items: Record<string, unknown>[] };
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.id)).toEqual([newer, older]);
    expect(body.items[1]).toEqual({
      id: older,
      to: 'an.peeters@example.be',
      template: 'lead-confirmation',
      subject: null,
      locale: 'nl',
      state: 'dead',
      attempts: 8,
      lastError: 'SMTP 550 mailbox unavailable',
      messageId: `<${older}@example.com>`,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      sentAt: null,
      resentFrom: null,
    });
    await request(server).get('/api/mail-outbox?state=lost').set('cookie', cookie).expect(400);
  });

  it('lists each message by the subject it was sent with, and opens one to read its HTML and text as sent', async () => {
    const id = await insertMail({ state: 'sent', to: 'read.me@example.be' });
    await testApp.dataSource.query(
      `UPDATE mail_outbox SET sent_subject = $2, sent_html = $3, sent_text = $4 WHERE id = $1`,
      [
        id,
        'Nous avons bien reçu votre demande',
        '<!doctype html><html lang="fr"><body><p>Merci, Anne.</p></body></html>',
        'Merci, Anne.',
      ],
    );
    const queued = await insertMail({ state: 'queued', to: 'read.me@example.be' });
    const list = await request(server).get('/api/mail-outbox?q=read.me').set('cookie', cookie).expect(200);
    const items = (list.body as { items: Record<string, unknown>[] }).items;
    expect(items.map((item) => [item.id, item.subject])).toEqual([
      [queued, null],
      [id, 'Nous avons bien reçu votre demande'],
    ]);
    // A page of the list never carries the bodies.
    expect(items.every((item) => !('html' in item) && !('text' in item))).toBe(true);

    const opened = await request(server).get(`/api/mail-outbox/${id}`).set('cookie', cookie).expect(200);
    expect(opened.body).toMatchObject({
      id,
      to: 'read.me@example.be',
      subject: 'Nous avons bien reçu votre demande',
      state: 'sent',
      html: '<!doctype html><html lang="fr"><body><p>Merci, Anne.</p></body></html>',
      text: 'Merci, Anne.',
    });
    expect(
      (await request(server).get(`/api/mail-outbox/${queued}`).set('cookie', cookie).expect(200)).body,
    ).toMatchObject({ subject: null, html: null, text: null });
    expect(
      (await request(server).get(`/api/mail-outbox/${randomUUID()}`).set('cookie', cookie).expect(404)).body,
    ).toMatchObject({ code: 'MAIL_NOT_FOUND' });
    await request(server).get(`/api/mail-outbox/${id}`).expect(401);
  });

  it('retries a dead message: the row queued with a fresh budget and exactly one job, even when its failed job was kept', async () => {
    const id = await insertMail({ state: 'dead', attempts: 8, lastError: 'SMTP 451 try later' });
    // The dead message's last job, kept in Redis as failed: BullMQ would ignore an add under its id.
    await mailQueue.add(
      MailJob.send,
      { outboxId: id },
      { jobId: mailSendJobOptions(id).jobId, attempts: 1, removeOnFail: false },
    );
    const worker = new Worker(QueueName.mail, null, { connection, prefix: env.QUEUE_PREFIX, autorun: false });
    const token = 'console-mail-spec';
    const job = await worker.getNextJob(token);
    await job?.moveToFailed(new Error('SMTP 451 try later'), token);
    await worker.close();
    expect(await mailQueue.getJobCounts('failed')).toEqual({ failed: 1 });

    const answer = await post(`/api/mail-outbox/${id}/retry`).expect(200);
    expect(answer.body).toEqual({ id, state: 'queued', enqueued: 'queued' });
    expect(await rowOf(id)).toMatchObject({ state: 'queued', attempts: 0, last_error: null });
    const counts = await mailQueue.getJobCounts('waiting', 'delayed', 'active', 'failed', 'completed', 'prioritized');
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await mailQueue.getWaiting()).map((waiting) => [waiting.id, waiting.data as unknown])).toEqual([
      [id, expect.objectContaining({ outboxId: id })],
    ]);

    // Queued now: a second click is refused and queues nothing more.
    const again = await post(`/api/mail-outbox/${id}/retry`).expect(409);
    expect(again.body).toMatchObject({ code: 'MAIL_ACTION_REFUSED', state: 'queued' });
    expect(await mailQueue.count()).toBe(1);
  });

  it('discards a dead message and keeps it for the record', async () => {
    const id = await insertMail({ state: 'dead' });
    await post(`/api/mail-outbox/${id}/discard`).expect(200, { id, state: 'discarded', enqueued: 'none' });
    expect((await rowOf(id))?.state).toBe('discarded');
    await post(`/api/mail-outbox/${id}/discard`).expect(409);
    await post(`/api/mail-outbox/${randomUUID()}/discard`).expect(404);
    await post('/api/mail-outbox/abc/discard').expect(400);
    expect(await mailQueue.count()).toBe(0);
  });

  it('resends a sent message as a new message with its own Message-ID, linked to the original', async () => {
    const id = await insertMail({ state: 'sent', to: 'resend@example.be' });
    const answer = await post(`/api/mail-outbox/${id}/resend`).expect(200);
    const copyId = (answer.body as { id: string }).id;
    expect(copyId).not.toBe(id);
    const [original, copy] = [await rowOf(id), await rowOf(copyId)];
    expect(original?.state).toBe('sent');
    expect(copy).toMatchObject({
      state: 'queued',
      attempts: 0,
      to_address: 'resend@example.be',
      template: 'lead-confirmation',
      resent_from: id,
    });
    expect(copy?.message_id).toMatch(/^<.+@.+>$/);
    expect(copy?.message_id).not.toBe(original?.message_id);
    expect((await mailQueue.getWaiting()).map((job) => job.id)).toEqual([copyId]);

    const dead = await insertMail({ state: 'dead' });
    await post(`/api/mail-outbox/${dead}/resend`).expect(409);
  });

  it('writes each action to the audit', async () => {
    const dead = await insertMail({ state: 'dead' });
    const other = await insertMail({ state: 'dead' });
    const sent = await insertMail({ state: 'sent' });
    await post(`/api/mail-outbox/${dead}/retry`).expect(200);
    await post(`/api/mail-outbox/${other}/discard`).expect(200);
    await post(`/api/mail-outbox/${sent}/resend`).expect(200);
    await post(`/api/mail-outbox/${sent}/retry`).expect(409);
    const actions = (await testApp.dataSource.query(
      `SELECT action, target, details->>'outcome' AS outcome FROM operator_actions WHERE operator_id = $1 AND action LIKE 'mail.%' AND target = ANY($2) ORDER BY id`,
      [operatorId, [dead, other, sent]],
    )) as { action: string; target: string; outcome: string }[];
    expect(actions).toEqual([
      { action: 'mail.retry', target: dead, outcome: 'ok' },
      { action: 'mail.discard', target: other, outcome: 'ok' },
      { action: 'mail.resend', target: sent, outcome: 'ok' },
      { action: 'mail.retry', target: sent, outcome: 'MAIL_ACTION_REFUSED' },
    ]);
  });

  it('counts the messages of each Brussels day by state, across midnight in Brussels', async () => {
    const totals = async () =>
      (await request(server).get('/api/mail-outbox/totals').set('cookie', cookie).expect(200)).body as {
        days: Record<string, number | string>[];
      };
    const before = await totals();
    expect(before.days).toHaveLength(14);
    const today = statisticsDayOf(new Date());
    expect(before.days[0]?.day).toBe(today);

    // Midnight in Brussels five days ago, as PostgreSQL computes it.
    const [{ midnight } = { midnight: '' }] = (await testApp.dataSource.query(
      `SELECT ((($1::date - 5)::timestamp) AT TIME ZONE 'Europe/Brussels')::text AS midnight`,
      [today],
    )) as { midnight: string }[];
    const at = (minutes: number) => new Date(new Date(midnight).getTime() + minutes * 60_000).toISOString();
    await insertMail({ state: 'sent', createdAt: at(10) });
    await insertMail({ state: 'dead', createdAt: at(20) });
    await insertMail({ state: 'sent', createdAt: at(-10) });

    const after = await totals();
    const delta = (index: number, state: string) =>
      Number(after.days[index]?.[state]) - Number(before.days[index]?.[state]);
    expect([delta(5, 'sent'), delta(5, 'dead'), delta(6, 'sent'), delta(6, 'dead')]).toEqual([1, 1, 1, 0]);
  });
});

describe('console mail with Redis unreachable', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // BullMQ and ioredis print unheard connection errors with console.error.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    testApp = await createTestApp(
      { REDIS_URL: 'redis://127.0.0.1:6399' },
      { logger: { log: () => undefined, warn: () => undefined, error: () => undefined } },
    );
  });

  afterAll(async () => {
    await testApp.app.close();
    jest.restoreAllMocks();
  });

  it("retries a dead message at once: the row queued, the job left to the worker's relay", async () => {
    const server = testApp.app.getHttpServer() as App;
    const cookie = await operatorCookie(testApp.app, 'ops-mail-offline@example.be');
    const id = randomUUID();
    await testApp.dataSource.query(
      `INSERT INTO mail_outbox (id, template, locale, to_address, data, state, attempts, message_id) VALUES ($1, 'lead-confirmation', 'en', 'x@example.be', '{}', 'dead', 8, $2)`,
      [id, `<${id}@example.com>`],
    );
    const started = Date.now();
    const answer = await request(server).post(`/api/mail-outbox/${id}/retry`).set('cookie', cookie).expect(200);
    expect(answer.body).toEqual({ id, state: 'queued', enqueued: 'deferred' });
    expect(Date.now() - started).toBeLessThan(3_000);
    const [row] = (await testApp.dataSource.query('SELECT state FROM mail_outbox WHERE id = $1', [id])) as {
      state: string;
    }[];
    expect(row?.state).toBe('queued');

    const schedule = await request(server).get('/api/sync-runs/schedule').set('cookie', cookie).expect(200);
    expect(schedule.body).toMatchObject({ schedulesRead: false, incremental: { nextAt: null } });
  });
});
