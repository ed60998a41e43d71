import jwt from 'jsonwebtoken';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadEnv } from '../src/config/env';
import { PasswordHasher } from '../src/owner-auth/password-hasher';
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
      await testApp.dataSource.query(`INSERT INTO owner_accounts (owner_id, password_hash, password_changed_at) VALUES ($1, $2, now())`, [created.id, await hasher.hash(password)]);
    }
    return created;
  }

  const login = (email: string, password: string, client = '203.0.113.1') =>
    request(server).post('/api/owner/session').set('x-forwarded-for', client).set('content-type', 'application/json').send({ email, password });

  beforeAll(async () => {
    testApp = await createTestApp({}, { configure: (builder) => builder.overrideProvider(PasswordHasher).useValue(hasher) });
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
    const claims = jwt.verify(valueOf(cookies.get(ACCESS)), env.OWNER_JWT_SECRET) as { sub: string; sid: string; exp: number; iat: number };
    expect(claims.sub).toBe(String(id));
    expect(claims.exp - claims.iat).toBe(600);
    const sessions = (await testApp.dataSource.query(`SELECT id FROM owner_sessions WHERE owner_id = $1`, [id])) as { id: string }[];
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
      return (cookie ? call.set('cookie', cookie) : call).send({ currentPassword: PASSWORD, password: 'nieuw-Paswoord-7', confirmation: 'nieuw-Paswoord-7' });
    };
    const anonymous = await change().expect(401);
    expect(anonymous.body).toMatchObject({ code: 'OWNER_UNAUTHENTICATED' });
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const access = valueOf(cookiesOf(await login(email, PASSWORD).expect(204)).get(ACCESS));
    const claims = jwt.decode(access) as { sub: string; sid: string };
    const expired = jwt.sign({ sid: claims.sid, exp: Math.floor(Date.now() / 1000) - 60 }, env.OWNER_JWT_SECRET, { algorithm: 'HS256', subject: claims.sub });
    await change(`${ACCESS}=${expired}`).expect(401);
    const forged = jwt.sign({ sid: claims.sid }, 'another-secret-of-at-least-32-characters', { algorithm: 'HS256', subject: claims.sub, expiresIn: 600 });
    await change(`${ACCESS}=${forged}`).expect(401);
    const unsigned = jwt.sign({ sid: claims.sid }, '', { algorithm: 'none', subject: claims.sub, expiresIn: 600 });
    await change(`${ACCESS}=${unsigned}`).expect(401);
    await change(`${ACCESS}=${access}`).expect(204);
  });
});
