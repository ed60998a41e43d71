import { OWNER_LINK_MAILS_PER_DAY } from '@immo/domain';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { createHash } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadEnv } from '../src/config/env';
import { OWNER_LOGIN_POLICY } from '../src/owner-auth/owner-login-policy';
import { PasswordHasher } from '../src/auth/password-hasher';
import { insertOwner } from './support/owner-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'kerk-Tuin-42';
const ACCESS = '__Host-owner_access';
const REFRESH = '__Host-owner_refresh';
const env = loadEnv();

/** Counts the argon2 verifications, so a test sees how many guesses were really evaluated. */
class CountingHasher extends PasswordHasher {
  verifications = 0;

  override verify(hash: string, password: string): Promise<boolean> {
    this.verifications += 1;
    return super.verify(hash, password);
  }

  override verifyNothing(password: string): Promise<false> {
    this.verifications += 1;
    return super.verifyNothing(password);
  }
}

function cookiesOf(response: request.Response): Map<string, string> {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return new Map((header ?? []).map((line) => [line.slice(0, line.indexOf('=')), line]));
}

function valueOf(setCookie: string | undefined): string {
  return setCookie?.split(';')[0]?.split('=').slice(1).join('=') ?? '';
}

describe('owner login', () => {
  let testApp: TestApp;
  let server: App;
  const hasher = new CountingHasher();
  let nextId = 9_100;

  /** An owner with a password (unless `password` is null), each test its own: failure counts live in Redis for the run. */
  async function owner(password: string | null = PASSWORD, locale = 'fr'): Promise<{ id: number; email: string }> {
    nextId += 1;
    const created = { id: nextId, email: `owner-${nextId}@example.be` };
    await insertOwner(testApp.dataSource, { ...created, locale, firstName: 'Anne', lastName: 'Peeters' });
    if (password !== null) {
      await testApp.dataSource.query(
        `INSERT INTO owner_accounts (owner_id, password_hash, password_changed_at) VALUES ($1, $2, now())`,
        [created.id, await hasher.hash(password)],
      );
    }
    return created;
  }

  const login = (email: string, password: string, client = '203.0.113.1') =>
    request(server)
      .post('/api/owner/session')
      .set('x-forwarded-for', client)
      .set('content-type', 'application/json')
      .send({ email, password });

  beforeAll(async () => {
    testApp = await createTestApp(
      {},
      { configure: (builder) => builder.overrideProvider(PasswordHasher).useValue(hasher) },
    );
    server = testApp.app.getHttpServer() as App;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('logs an owner in with two HttpOnly, Secure, SameSite=Lax __Host- cookies and a new session', async () => {
    const { id, email } = await owner();
    const response = await login(email.toUpperCase(), PASSWORD).expect(204);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookies = cookiesOf(response);
    for (const name of [ACCESS, REFRESH]) {
      const line = cookies.get(name) ?? '';
      expect(line).toMatch(/; Path=\//);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).not.toMatch(/Domain=/i);
    }
    expect(cookies.get(ACCESS)).toMatch(/Max-Age=600/);
    const claims = jwt.verify(valueOf(cookies.get(ACCESS)), env.OWNER_JWT_SECRET) as {
      sub: string;
      sid: string;
      exp: number;
      iat: number;
    };
    expect(claims.sub).toBe(String(id));
    expect(claims.exp - claims.iat).toBe(600);
    const sessions = (await testApp.dataSource.query(`SELECT id FROM owner_sessions WHERE owner_id = $1`, [id])) as {
      id: string;
    }[];
    expect(sessions.map((row) => row.id)).toEqual([claims.sid]);
    await login(email, PASSWORD).expect(204);
    expect(await testApp.dataSource.query(`SELECT id FROM owner_sessions WHERE owner_id = $1`, [id])).toHaveLength(2);
  });

  it('answers a wrong password, an unknown e-mail and an owner without a password alike, each after a hash', async () => {
    const known = await owner();
    const withoutPassword = await owner(null);
    const before = hasher.verifications;
    const answers = [
      await login(known.email, 'not-the-password', '203.0.113.2'),
      await login('nobody-at-all@example.be', PASSWORD, '203.0.113.2'),
      await login(withoutPassword.email, PASSWORD, '203.0.113.2'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0]?.body).toMatchObject({ code: 'OWNER_LOGIN_FAILED' });
    expect(hasher.verifications - before).toBe(3);
    expect(answers.every((answer) => cookiesOf(answer).size === 0)).toBe(true);
  });

  it('refuses a route behind @OwnerOnly() without a valid, live access token', async () => {
    const { email } = await owner();
    const change = (cookie?: string) => {
      const call = request(server).put('/api/owner/password').set('content-type', 'application/json');
      return (cookie ? call.set('cookie', cookie) : call).send({
        currentPassword: PASSWORD,
        password: 'nieuw-Paswoord-7',
        confirmation: 'nieuw-Paswoord-7',
      });
    };
    const anonymous = await change().expect(401);
    expect(anonymous.body).toMatchObject({ code: 'OWNER_UNAUTHENTICATED' });
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const access = valueOf(cookiesOf(await login(email, PASSWORD).expect(204)).get(ACCESS));
    const claims = jwt.decode(access) as { sub: string; sid: string };
    const expired = jwt.sign({ sid: claims.sid, exp: Math.floor(Date.now() / 1000) - 60 }, env.OWNER_JWT_SECRET, {
      algorithm: 'HS256',
      subject: claims.sub,
    });
    await change(`${ACCESS}=${expired}`).expect(401);
    const forged = jwt.sign({ sid: claims.sid }, 'another-secret-of-at-least-32-characters', {
      algorithm: 'HS256',
      subject: claims.sub,
      expiresIn: 600,
    });
    await change(`${ACCESS}=${forged}`).expect(401);
    const unsigned = jwt.sign({ sid: claims.sid }, '', { algorithm: 'none', subject: claims.sub, expiresIn: 600 });
    await change(`${ACCESS}=${unsigned}`).expect(401);
    await change(`${ACCESS}=${access}`).expect(204);
  });

  describe('failed logins', () => {
    it('evaluates at most the configured number of 200 wrong passwords for one account, then refuses even the right one with 429 before any hash', async () => {
      const { email } = await owner();
      const before = hasher.verifications;
      const statuses = new Map<number, number>();
      const startedAt = Date.now();
      for (let guess = 0; guess < 200; guess += 1) {
        // Many addresses: the account's own count must hold whatever the client.
        const { status } = await login(email, `guess-${guess}`, `198.18.${Math.floor(guess / 200)}.${guess % 200}`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const evaluated = hasher.verifications - before;
      const seconds = (Date.now() - startedAt) / 1000;
      // Five free failures, then one each time the wait (1 s, doubling) ran out.
      expect(evaluated).toBeLessThanOrEqual(OWNER_LOGIN_POLICY.freeFailures + 1 + Math.ceil(Math.log2(seconds + 1)));
      expect(evaluated).toBeLessThanOrEqual(OWNER_LOGIN_POLICY.lockAfter ?? 0);
      expect(statuses.get(401)).toBe(evaluated);
      expect(statuses.get(429)).toBe(200 - evaluated);
      const right = await login(email, PASSWORD, '192.0.2.50');
      expect(right.status).toBe(429);
      expect(right.body).toMatchObject({ code: 'OWNER_LOGIN_THROTTLED' });
      expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(hasher.verifications - before).toBe(evaluated);
    }, 60_000);

    it('slows down one client that tries many accounts', async () => {
      const statuses = [];
      for (let index = 0; index < 6; index += 1)
        statuses.push((await login(`unknown-${index}@example.be`, 'guess', '198.51.100.77')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // Another client is not slowed down for it.
      const { email } = await owner();
      await login(email, PASSWORD, '198.51.100.78').expect(204);
    });

    it('locks the account at the 10th failure and mails the owner once, in their language, with a reset link', async () => {
      const { id, email } = await owner(PASSWORD, 'nl');
      const redis = new Redis(env.REDIS_URL);
      try {
        // Nine failures already counted (they would take about half a minute of waits to make for real).
        const key = `${env.QUEUE_PREFIX}:owner-login:account:${createHash('sha256').update(email).digest('base64url')}`;
        await redis.set(`${key}:failures`, String((OWNER_LOGIN_POLICY.lockAfter ?? 0) - 1), 'PX', 60_000);
      } finally {
        redis.disconnect();
      }
      await login(email, 'wrong', '198.51.100.90').expect(401);
      const locked = await login(email, PASSWORD, '198.51.100.91').expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      const lockedMails = async () =>
        (await testApp.dataSource.query(
          `SELECT locale, to_address, data FROM mail_outbox WHERE template = 'owner-login-locked' AND to_address = $1`,
          [email],
        )) as {
          locale: string;
          to_address: string;
          data: { resetLink: string; until: string };
        }[];
      // The mail is queued after the answer: wait for it (and then check it is the only one).
      let mails = await lockedMails();
      for (
        const deadline = Date.now() + 5_000;
        mails.length === 0 && Date.now() < deadline;
        mails = await lockedMails()
      )
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.locale).toBe('nl');
      expect(mails[0]?.data.resetLink).toMatch(
        new RegExp(`^${env.SITE_URL}/nl/login/password/\\?token=[A-Za-z0-9_-]{22}$`),
      );
      expect(
        await testApp.dataSource.query(`SELECT 1 FROM owner_password_resets WHERE owner_id = $1 AND spent_at IS NULL`, [
          id,
        ]),
      ).toHaveLength(1);
    });

    it('refuses a login from another site before counting or hashing anything', async () => {
      const { email } = await owner();
      const before = hasher.verifications;
      const refused = await request(server)
        .post('/api/owner/session')
        .set('origin', 'https://evil.example')
        .set('sec-fetch-site', 'cross-site')
        .set('content-type', 'application/json')
        .send({ email, password: PASSWORD })
        .expect(403);
      expect(refused.body).toMatchObject({ code: 'CROSS_SITE_REQUEST_REFUSED' });
      // A form post (no preflight) is refused for its body type even without the headers.
      await request(server)
        .post('/api/owner/session')
        .set('content-type', 'application/x-www-form-urlencoded')
        .send(`email=${email}&password=${PASSWORD}`)
        .expect(415);
      expect(hasher.verifications).toBe(before);
    });
  });

  describe('sessions', () => {
    async function loggedIn(): Promise<{ id: number; access: string; refresh: string }> {
      const { id, email } = await owner();
      const cookies = cookiesOf(await login(email, PASSWORD).expect(204));
      return { id, access: valueOf(cookies.get(ACCESS)), refresh: valueOf(cookies.get(REFRESH)) };
    }
    const refresh = (token: string) =>
      request(server).post('/api/owner/session/refresh').set('cookie', `${REFRESH}=${token}`);
    const me = (access: string) =>
      request(server)
        .put('/api/owner/password')
        .set('cookie', `${ACCESS}=${access}`)
        .set('content-type', 'application/json')
        .send({ currentPassword: 'not-it', password: 'x', confirmation: 'y' });

    it('rotates the refresh token, and a replayed one ends the session for everyone', async () => {
      const session = await loggedIn();
      const rotated = cookiesOf(await refresh(session.refresh).expect(204));
      const next = valueOf(rotated.get(REFRESH));
      expect(next).not.toBe(session.refresh);
      expect(valueOf(rotated.get(ACCESS))).not.toBe('');
      // At once, it is another tab of the same browser that lost the race: no new tokens, nothing ended.
      const raced = await refresh(session.refresh).expect(204);
      expect(cookiesOf(raced).size).toBe(0);
      await testApp.dataSource.query(
        `UPDATE owner_sessions SET rotated_at = now() - interval '11 seconds' WHERE owner_id = $1`,
        [session.id],
      );
      const replayed = await refresh(session.refresh).expect(401);
      expect(replayed.body).toMatchObject({ code: 'OWNER_SESSION_EXPIRED' });
      // The thief's replay also ended the owner's current pair.
      await refresh(next).expect(401);
      await me(valueOf(rotated.get(ACCESS))).expect(401);
    });

    it('ends a session idle too long, and any session past its absolute lifetime', async () => {
      const idle = await loggedIn();
      await testApp.dataSource.query(
        `UPDATE owner_sessions SET last_used_at = now() - interval '31 minutes' WHERE owner_id = $1`,
        [idle.id],
      );
      await me(idle.access).expect(401);
      await refresh(idle.refresh).expect(401);

      const old = await loggedIn();
      await testApp.dataSource.query(
        `UPDATE owner_sessions SET created_at = now() - interval '12 hours 1 minute' WHERE owner_id = $1`,
        [old.id],
      );
      await refresh(old.refresh).expect(401);
      await me(old.access).expect(401);
    });

    it('logs out: the refresh token is revoked and both cookies are cleared', async () => {
      const session = await loggedIn();
      const out = await request(server)
        .delete('/api/owner/session')
        .set('cookie', `${ACCESS}=${session.access}; ${REFRESH}=${session.refresh}`)
        .expect(204);
      const cleared = cookiesOf(out);
      expect(cleared.get(ACCESS)).toMatch(/^__Host-owner_access=; .*Max-Age=0/);
      expect(cleared.get(REFRESH)).toMatch(/^__Host-owner_refresh=; .*Max-Age=0/);
      await refresh(session.refresh).expect(401);
      await me(session.access).expect(401);
      // With only the refresh cookie left (access expired), logout still ends the session.
      const other = await loggedIn();
      await request(server).delete('/api/owner/session').set('cookie', `${REFRESH}=${other.refresh}`).expect(204);
      await refresh(other.refresh).expect(401);
    });
  });

  describe('passwords', () => {
    const resetRequest = (email: string) =>
      request(server)
        .post('/api/owner/password-reset')
        .set('content-type', 'application/json')
        .send({ email, locale: 'en' });
    const setPassword = (token: string, password = 'nieuw-Paswoord-7', confirmation = password) =>
      request(server)
        .post('/api/owner/password')
        .set('content-type', 'application/json')
        .send({ token, password, confirmation });

    async function mailedToken(email: string): Promise<string> {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const rows = (await testApp.dataSource.query(
          `SELECT data FROM mail_outbox WHERE template = 'owner-password-reset' AND to_address = $1 ORDER BY created_at DESC LIMIT 1`,
          [email],
        )) as { data: { link: string } }[];
        const link = rows[0]?.data.link;
        if (link !== undefined) return new URL(link).searchParams.get('token') ?? '';
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no reset mail for ${email}`);
    }

    it('answers 202 alike for an owner and an unknown address, mailing only the owner, in their language', async () => {
      const { email } = await owner(null, 'de');
      const timed = async (address: string) => {
        const startedAt = Date.now();
        const response = await resetRequest(address).expect(202);
        return { body: response.text, ms: Date.now() - startedAt };
      };
      const known = await timed(email);
      const unknown = await timed('no-owner@example.be');
      expect(known.body).toBe(unknown.body);
      expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);
      await mailedToken(email);
      const rows = (await testApp.dataSource.query(
        `SELECT locale, data FROM mail_outbox WHERE template = 'owner-password-reset' AND to_address = $1`,
        [email],
      )) as {
        locale: string;
        data: { link: string; expiresInMinutes: number };
      }[];
      expect(rows).toEqual([
        {
          locale: 'de',
          data: expect.objectContaining({
            expiresInMinutes: 30,
            link: expect.stringContaining('/de/login/password/?token='),
          }),
        },
      ]);
      expect(
        await testApp.dataSource.query(`SELECT 1 FROM mail_outbox WHERE to_address = 'no-owner@example.be'`),
      ).toHaveLength(0);
    });

    it('sets the first password with the link, logs the owner in, and refuses the link a second time', async () => {
      const { id, email } = await owner(null);
      await resetRequest(email).expect(202);
      const token = await mailedToken(email);
      const stored = (await testApp.dataSource.query(
        `SELECT token_hash FROM owner_password_resets WHERE owner_id = $1`,
        [id],
      )) as { token_hash: string }[];
      expect(stored.map((row) => row.token_hash)).not.toContain(token);

      const weak = await setPassword(token, 'azertyuiop').expect(400);
      expect(weak.body).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
      const different = await setPassword(token, 'nieuw-Paswoord-7', 'nieuw-Paswoord-8').expect(400);
      expect(different.body).toMatchObject({
        code: 'INVALID_REQUEST',
        issues: [{ path: 'confirmation', message: 'passwordsNotIdentical' }],
      });

      const set = await setPassword(token).expect(204);
      expect(cookiesOf(set).get(ACCESS)).toBeDefined();
      expect((await setPassword(token).expect(400)).body).toMatchObject({ code: 'RESET_LINK_INVALID' });
      await login(email, 'nieuw-Paswoord-7').expect(204);
    });

    /** Lets the next request past the one-a-minute interval without waiting for it. */
    const aMinuteLater = (ownerId: number) =>
      testApp.dataSource.query(
        `UPDATE owner_password_resets SET created_at = created_at - interval '61 seconds' WHERE owner_id = $1`,
        [ownerId],
      );

    it('keeps the earlier link working when anyone asks for a new one; using one spends the others; an expired one is refused', async () => {
      const { id, email } = await owner(null);
      await resetRequest(email).expect(202);
      const first = await mailedToken(email);
      // A second request within the minute sends nothing.
      await resetRequest(email).expect(202);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        await testApp.dataSource.query(`SELECT 1 FROM owner_password_resets WHERE owner_id = $1`, [id]),
      ).toHaveLength(1);
      // A stranger typing the owner's address later does not cancel the link the owner is about to use.
      await aMinuteLater(id);
      await resetRequest(email).expect(202);
      let second = first;
      while (second === first) second = await mailedToken(email);
      await setPassword(first).expect(204);
      expect((await setPassword(second).expect(400)).body).toMatchObject({ code: 'RESET_LINK_INVALID' });

      const other = await owner(null);
      await resetRequest(other.email).expect(202);
      const expiring = await mailedToken(other.email);
      await testApp.dataSource.query(
        `UPDATE owner_password_resets SET expires_at = now() - interval '1 second' WHERE owner_id = $1`,
        [other.id],
      );
      expect((await setPassword(expiring).expect(400)).body).toMatchObject({ code: 'RESET_LINK_INVALID' });
      expect((await setPassword('not-a-token').expect(400)).body).toMatchObject({ code: 'RESET_LINK_INVALID' });
    });

    it(`mails an owner at most ${OWNER_LINK_MAILS_PER_DAY} links a day, whoever asks, and answers every request alike`, async () => {
      const { id, email } = await owner(null);
      for (let request = 0; request < OWNER_LINK_MAILS_PER_DAY + 3; request += 1) {
        const answer = await resetRequest(email).expect(202);
        expect(answer.text).toBe('');
        await new Promise((resolve) => setTimeout(resolve, 100));
        await aMinuteLater(id);
      }
      const mails = (await testApp.dataSource.query(
        `SELECT 1 FROM mail_outbox WHERE template = 'owner-password-reset' AND to_address = $1`,
        [email],
      )) as unknown[];
      expect(mails).toHaveLength(OWNER_LINK_MAILS_PER_DAY);
      // Each mailed link still works until used (or expired).
      expect(
        await testApp.dataSource.query(`SELECT 1 FROM owner_password_resets WHERE owner_id = $1 AND spent_at IS NULL`, [
          id,
        ]),
      ).toHaveLength(OWNER_LINK_MAILS_PER_DAY);
    });

    it('ends every session when the password is set with a link', async () => {
      const { email } = await owner();
      const before = cookiesOf(await login(email, PASSWORD).expect(204));
      await resetRequest(email).expect(202);
      await setPassword(await mailedToken(email)).expect(204);
      await request(server)
        .post('/api/owner/session/refresh')
        .set('cookie', `${REFRESH}=${valueOf(before.get(REFRESH))}`)
        .expect(401);
    });

    it('changes the password with the current one: every other session ends, this browser gets a new one', async () => {
      const { email } = await owner();
      const phone = cookiesOf(await login(email, PASSWORD).expect(204));
      const laptop = cookiesOf(await login(email, PASSWORD).expect(204));
      const change = (body: object) =>
        request(server)
          .put('/api/owner/password')
          .set('cookie', `${ACCESS}=${valueOf(laptop.get(ACCESS))}`)
          .set('content-type', 'application/json')
          .send(body);
      expect(
        (
          await change({
            currentPassword: 'wrong',
            password: 'nieuw-Paswoord-7',
            confirmation: 'nieuw-Paswoord-7',
          }).expect(400)
        ).body,
      ).toMatchObject({ code: 'OWNER_PASSWORD_WRONG' });
      const changed = await change({
        currentPassword: PASSWORD,
        password: 'nieuw-Paswoord-7',
        confirmation: 'nieuw-Paswoord-7',
      }).expect(204);
      const fresh = cookiesOf(changed);
      await request(server)
        .post('/api/owner/session/refresh')
        .set('cookie', `${REFRESH}=${valueOf(phone.get(REFRESH))}`)
        .expect(401);
      await request(server)
        .post('/api/owner/session/refresh')
        .set('cookie', `${REFRESH}=${valueOf(laptop.get(REFRESH))}`)
        .expect(401);
      await request(server)
        .post('/api/owner/session/refresh')
        .set('cookie', `${REFRESH}=${valueOf(fresh.get(REFRESH))}`)
        .expect(204);
      await login(email, PASSWORD).expect(401);
      await login(email, 'nieuw-Paswoord-7').expect(204);
    });
  });
});

describe('owner auth under hostile input', () => {
  it('never answers 500 to odd bodies, tokens or cookies', async () => {
    const testApp = await createTestApp();
    try {
      const server = testApp.app.getHttpServer() as App;
      const bodies = [
        '',
        'null',
        '[]',
        '"x"',
        '{"email":null}',
        `{"email":"${'a'.repeat(5000)}@x.be","password":"p"}`,
        '{"email":"a@b.be","password":"\u0000"}',
        '{"token":{"$ne":1},"password":"x","confirmation":"x"}',
        '{"email":"a@b.be","locale":"xx"}',
        '{',
      ];
      const cookies = [
        '',
        '__Host-owner_access=',
        '__Host-owner_access=a.b.c',
        `__Host-owner_refresh=${'x'.repeat(8000)}`,
        '__Host-owner_refresh=00000000-0000-0000-0000-000000000000.AAAA',
        '==;;=',
        '__Host-owner_access=%zz; __Host-owner_refresh=%00',
      ];
      const statuses = new Set<number>();
      for (const body of bodies) {
        for (const [method, path] of [
          ['post', '/api/owner/session'],
          ['post', '/api/owner/password-reset'],
          ['post', '/api/owner/password'],
          ['put', '/api/owner/password'],
        ] as const) {
          const response = await request(server)[method](path).set('content-type', 'application/json').send(body);
          statuses.add(response.status);
        }
      }
      for (const cookie of cookies) {
        for (const call of [
          request(server).post('/api/owner/session/refresh'),
          request(server).delete('/api/owner/session'),
          request(server).put('/api/owner/password').set('content-type', 'application/json').send('{}'),
        ]) {
          statuses.add((await call.set('cookie', cookie)).status);
        }
      }
      expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    } finally {
      await testApp.app.close();
    }
  }, 60_000);
});

describe('owner logins without Redis', () => {
  it('are refused at once with 503 rather than let guesses through uncounted', async () => {
    const testApp = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const startedAt = Date.now();
      const refused = await request(testApp.app.getHttpServer() as App)
        .post('/api/owner/session')
        .set('content-type', 'application/json')
        .send({ email: 'someone@example.be', password: 'whatever-it-is' })
        .expect(503);
      expect(refused.body).toMatchObject({ code: 'OWNER_LOGIN_UNAVAILABLE' });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(Date.now() - startedAt).toBeLessThan(3_000);
    } finally {
      await testApp.app.close();
    }
  });
});
