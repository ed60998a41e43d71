import { operatorCookieName } from '@immo/domain';
import { base32Decode, totpCode } from '@immo/platform/totp';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { type BffEnv, ENV } from '../../src/config/env';
import { OperatorAccounts } from '../../src/operators/operator-accounts';
import { OperatorSessions } from '../../src/operators/operator-sessions';

/** A console operator created as `npm run operator:create` does, set up through its link, with its session cookie. */
export interface TestOperator {
  id: number;
  email: string;
  password: string;
  /** The base32 TOTP key, as the setup page shows it. */
  secret: string;
  /** `Cookie` header value of a live session. */
  cookie: string;
}

export const TEST_OPERATOR_PASSWORD = 'console operator passphrase';

/** The token of a setup link printed by the CLI. */
export function setupTokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/** The code an authenticator holding `secret` shows now (or `offsetSteps` steps away). */
export function codeFor(secret: string, offsetSteps = 0): string {
  const key = base32Decode(secret);
  if (key === null) throw new Error('not a base32 key');
  return totpCode(key, Date.now() + offsetSteps * 30_000);
}

/**
 * Creates (or starts over) the operator and goes through the setup page's
 * two calls; the code used there is spent, so a login right after waits
 * for the next step or uses `codeFor(secret, 1)`.
 */
export async function createOperator(
  app: INestApplication,
  email: string,
  name = 'Test operator',
): Promise<TestOperator> {
  const server = app.getHttpServer() as App;
  const { id, setupLink } = await app.get(OperatorAccounts).createOrReset(email, name);
  const token = setupTokenOf(setupLink);
  const details = await request(server).post('/api/operator/setup/details').send({ token }).expect(200);
  const { secret } = details.body as { secret: string };
  const setup = await request(server)
    .post('/api/operator/setup')
    .send({ token, password: TEST_OPERATOR_PASSWORD, confirmation: TEST_OPERATOR_PASSWORD, code: codeFor(secret) })
    .expect(204);
  return { id, email, password: TEST_OPERATOR_PASSWORD, secret, cookie: sessionCookie(setup.headers['set-cookie']) };
}

/** `name=value` of the session cookie a response set. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const first = ([] as string[]).concat(setCookie ?? [])[0] ?? '';
  return first.split(';')[0] ?? '';
}

/**
 * A session cookie for a new operator without going through the login (no
 * Redis needed): for specs about what operators see, not how they get in.
 */
export async function operatorCookie(app: INestApplication, email: string): Promise<string> {
  const { id } = await app.get(OperatorAccounts).createOrReset(email, 'Test operator');
  const token = await app.get(OperatorSessions).start(id);
  return `${operatorCookieName(app.get<BffEnv>(ENV).SITE_URL).name}=${token}`;
}
