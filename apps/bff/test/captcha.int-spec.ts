import { type CaptchaChallengeDto, encodeCaptchaAnswer, solvePow } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CaptchaVerifier } from '../src/captcha/captcha.verifier';
import { CAPTCHA_LIFETIME_MS, readCaptchaToken, typedCharactersOf } from '../src/captcha/captcha-crypto';
import { CaptchaSpentEntity } from '../src/captcha/captcha-spent.entity';
import { type BffEnv, ENV } from '../src/config/env';
import { LeadException } from '../src/leads/lead.exception';
import { LeadRecorder } from '../src/leads/lead-recorder';
import { createTestApp, type TestApp } from './support/test-app';

describe('captcha', () => {
  let testApp: TestApp;
  let server: App;
  let verifier: CaptchaVerifier;
  let recorder: LeadRecorder;

  async function fetchChallenge(ip = '203.0.113.40'): Promise<CaptchaChallengeDto> {
    const response = await request(server).get('/api/forms/captcha').set('X-Forwarded-For', ip).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.body as CaptchaChallengeDto;
  }

  async function solved(challenge: CaptchaChallengeDto): Promise<string> {
    const number = await solvePow(challenge.pow);
    if (number === null) throw new Error('unsolvable');
    return encodeCaptchaAnswer({ kind: 'pow', salt: challenge.pow.salt, number, signature: challenge.pow.signature });
  }

  beforeAll(async () => {
    testApp = await createTestApp({ CAPTCHA_MAX_NUMBER: 2000 });
    server = testApp.app.getHttpServer() as App;
    verifier = testApp.app.get(CaptchaVerifier);
    recorder = testApp.app.get(LeadRecorder);
  });

  /** A lead without an address (no per-address limit), as a form's would be. */
  const lead = () => recorder.draft({ kind: 'site-contact', state: 'received', locale: 'fr', propertyId: null, projectId: null, email: null, fields: {}, utm: {}, page: null, clientNetwork: '192.0.2.0/24', spamReason: null });

  /** Whether a form's lead with this answer is taken: checked, then spent by the lead's own statement, as on the forms' route. */
  async function accepted(answer: string, now?: Date): Promise<boolean> {
    const checked = verifier.check(answer, now);
    if (checked === null) return false;
    return recorder.record(lead(), checked).then(() => true, refusedAsSpent);
  }

  function refusedAsSpent(error: unknown): false {
    if (error instanceof LeadException && error.code === 'CAPTCHA_INVALID') return false;
    throw error;
  }

  afterAll(async () => {
    await testApp.app.close();
  });

  it('accepts a solved proof of work once, and refuses its replay', async () => {
    const answer = await solved(await fetchChallenge());
    expect(await accepted(answer)).toBe(true);
    expect(await accepted(answer)).toBe(false);
  });

  it('passes one of twenty simultaneous submissions of one answer', async () => {
    const answer = await solved(await fetchChallenge());
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => accepted(answer)));
    expect(verdicts.filter(Boolean)).toHaveLength(1);
  });

  it('spends an answer inside the lead\'s transaction: unspent when it rolls back, once among simultaneous transactions', async () => {
    const answer = await solved(await fetchChallenge());
    const checked = verifier.check(answer);
    if (checked === null) throw new Error('a right answer was refused');
    await expect(
      recorder.transaction(lead(), checked, () => Promise.reject(new Error('the lead was not stored'))),
    ).rejects.toThrow('the lead was not stored');
    const verdicts = await Promise.all(
      Array.from({ length: 5 }, () =>
        recorder.transaction(lead(), checked, () => Promise.resolve(true)).catch(refusedAsSpent),
      ),
    );
    expect(verdicts.filter(Boolean)).toHaveLength(1);
    expect(await accepted(answer)).toBe(false);
  });

  /** The characters the picture shows: only the BFF's key can tell. */
  function charactersOf({ token }: CaptchaChallengeDto): string {
    const key = testApp.app.get<BffEnv>(ENV).CAPTCHA_HMAC_KEY;
    const ticket = readCaptchaToken(token, key, new Date());
    if (ticket === null) throw new Error('our own token was refused');
    return typedCharactersOf(ticket, key);
  }

  it('accepts the typed characters once, whatever their case, and refuses wrong ones', async () => {
    const challenge = await fetchChallenge();
    const characters = charactersOf(challenge);
    const wrong = characters === 'AAAAA' ? 'CCCCC' : 'AAAAA';
    expect(await accepted(encodeCaptchaAnswer({ kind: 'typed', token: challenge.token, text: wrong }))).toBe(false);
    const right = encodeCaptchaAnswer({ kind: 'typed', token: challenge.token, text: characters.toLowerCase() });
    expect(await accepted(right)).toBe(true);
    expect(await accepted(right)).toBe(false);
  });

  it('gives one lead per challenge: the typed answer of a solved challenge is refused, and the other way round', async () => {
    const first = await fetchChallenge();
    expect(await accepted(await solved(first))).toBe(true);
    expect(await accepted(encodeCaptchaAnswer({ kind: 'typed', token: first.token, text: charactersOf(first) }))).toBe(false);
    const second = await fetchChallenge();
    expect(await accepted(encodeCaptchaAnswer({ kind: 'typed', token: second.token, text: charactersOf(second) }))).toBe(true);
    expect(await accepted(await solved(second))).toBe(false);
  });

  it('hands out nothing a program could type back', async () => {
    const challenge = await fetchChallenge();
    expect(JSON.stringify(challenge)).not.toContain(charactersOf(challenge));
  });

  it('refuses an expired answer, garbage and an empty string, and prunes expired rows', async () => {
    const answer = await solved(await fetchChallenge());
    const later = new Date(Date.now() + CAPTCHA_LIFETIME_MS + 60_000);
    expect(await accepted(answer, later)).toBe(false);
    expect(await accepted('')).toBe(false);
    expect(await accepted('pow:x:1:y')).toBe(false);

    await testApp.dataSource.query(`INSERT INTO captcha_spent (hash, expires_at) VALUES ('old', now() - interval '1 hour')`);
    // A new instance has never pruned: its first right answer does, without making the visitor wait for it.
    const fresh = new CaptchaVerifier(testApp.dataSource.getRepository(CaptchaSpentEntity), testApp.app.get<BffEnv>(ENV));
    expect(fresh.check(await solved(await fetchChallenge()))).not.toBeNull();
    const oldRows = async () => ((await testApp.dataSource.query(`SELECT hash FROM captcha_spent WHERE hash = 'old'`)) as unknown[]).length;
    for (let wait = 0; wait < 50 && (await oldRows()) > 0; wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await oldRows()).toBe(0);
  });

  it('limits the challenges one client may fetch per minute', async () => {
    const ip = '198.51.100.200';
    for (let index = 0; index < 30; index += 1) await request(server).get('/api/forms/captcha').set('X-Forwarded-For', ip).expect(200);
    await request(server).get('/api/forms/captcha').set('X-Forwarded-For', ip).expect(429);
  });
});
