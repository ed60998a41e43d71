import {
  type CaptchaChallengeDto,
  CAPTCHA_PICTURE_SIZE,
  captchaClipPath,
  captchaPicturePath,
  encodeCaptchaAnswer,
  solvePow,
} from '@immo/domain';
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { PNG } from 'pngjs';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CaptchaVerifier } from '../src/captcha/captcha.verifier';
import { CAPTCHA_LIFETIME_MS, readCaptchaToken, typedCharactersOf } from '../src/captcha/captcha-crypto';
import { CaptchaSpentEntity } from '@immo/db';
import { type BffEnv, ENV } from '../src/config/env';
import { LeadException } from '../src/leads/lead.exception';
import { LeadRecorder } from '../src/leads/lead-recorder';
import { readWav } from '../src/captcha/clip/wav';
import { contactBody, SITE_ORIGIN } from './support/forms';
import { createTestApp, type TestApp } from './support/test-app';

/** The web server's token in this spec: its page renders mint challenges with it. */
const WEB_TOKEN = 'captcha-spec-internal-token-0123456789';

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
    testApp = await createTestApp({
      CAPTCHA_MAX_NUMBER: 2000,
      INTERNAL_API_TOKEN: WEB_TOKEN,
      FORM_SUBMISSIONS_PER_MINUTE: 1000,
    });
    server = testApp.app.getHttpServer() as App;
    verifier = testApp.app.get(CaptchaVerifier);
    recorder = testApp.app.get(LeadRecorder);
  });

  /** A lead without an address (no per-address limit), as a form's would be. */
  const lead = () =>
    recorder.draft({
      kind: 'site-contact',
      state: 'received',
      locale: 'fr',
      propertyId: null,
      projectId: null,
      email: null,
      fields: {},
      utm: {},
      page: null,
      clientNetwork: '192.0.2.0/24',
      spamReason: null,
    });

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

  it("spends an answer inside the lead's transaction: unspent when it rolls back, once among simultaneous transactions", async () => {
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
    expect(await accepted(encodeCaptchaAnswer({ kind: 'typed', token: first.token, text: charactersOf(first) }))).toBe(
      false,
    );
    const second = await fetchChallenge();
    expect(
      await accepted(encodeCaptchaAnswer({ kind: 'typed', token: second.token, text: charactersOf(second) })),
    ).toBe(true);
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

    await testApp.dataSource.query(
      `INSERT INTO captcha_spent (hash, expires_at) VALUES ('old', now() - interval '1 hour')`,
    );
    // A new instance has never pruned: its first right answer does, without making the visitor wait for it.
    const fresh = new CaptchaVerifier(
      testApp.dataSource.getRepository(CaptchaSpentEntity),
      testApp.app.get<BffEnv>(ENV),
    );
    expect(fresh.check(await solved(await fetchChallenge()))).not.toBeNull();
    const oldRows = async () =>
      ((await testApp.dataSource.query(`SELECT hash FROM captcha_spent WHERE hash = 'old'`)) as unknown[]).length;
    for (let wait = 0; wait < 50 && (await oldRows()) > 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await oldRows()).toBe(0);
  });

  it('limits the challenges one client may fetch per minute', async () => {
    const ip = '198.51.100.200';
    for (let index = 0; index < 30; index += 1)
      await request(server).get('/api/forms/captcha').set('X-Forwarded-For', ip).expect(200);
    const refused = await request(server).get('/api/forms/captcha').set('X-Forwarded-For', ip).expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  /** A form page rendered for `client`: the web mints with its token and names the visitor, as its relay does. */
  const pageRenderMint = (client: string) =>
    request(server).get('/api/forms/captcha').set(INTERNAL_TOKEN_HEADER, WEB_TOKEN).set('X-Forwarded-For', client);

  it("counts the challenges the web's page renders mint against the visitor's own network, not against nobody", async () => {
    const client = '198.51.100.61';
    for (let index = 0; index < 30; index += 1) await pageRenderMint(client).expect(200);
    const refused = await pageRenderMint(client).expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // One budget for both ways of asking: the visitor's browser is refused too.
    await request(server).get('/api/forms/captcha').set('X-Forwarded-For', client).expect(429);
    // Another visitor of the same web server still gets one.
    await pageRenderMint('203.0.113.62').expect(200);
  });

  it('counts an IPv6 network by its /48: hopping between its own /64s spends one budget', async () => {
    for (let index = 0; index < 30; index += 1)
      await pageRenderMint(`2001:db8:4a:${index.toString(16)}::1`).expect(200);
    await request(server).get('/api/forms/captcha').set('X-Forwarded-For', '2001:db8:4a:ff::9').expect(429);
    await pageRenderMint('2001:db8:4b::1').expect(200);
  });

  it('draws the characters as a PNG, never as text, the same picture at every fetch, and never cached', async () => {
    const challenge = await fetchChallenge('203.0.113.70');
    const first = await request(server)
      .get(captchaPicturePath(challenge.token))
      .set('X-Forwarded-For', '203.0.113.70')
      .expect(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('no-store');
    const picture = PNG.sync.read(first.body as Buffer);
    expect({ width: picture.width, height: picture.height }).toEqual(CAPTCHA_PICTURE_SIZE);
    expect((first.body as Buffer).toString('latin1')).not.toContain(charactersOf(challenge));
    const again = await request(server)
      .get(captchaPicturePath(challenge.token))
      .set('X-Forwarded-For', '203.0.113.70')
      .expect(200);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    // Another challenge, another picture.
    const other = await request(server)
      .get(captchaPicturePath((await fetchChallenge('203.0.113.70')).token))
      .set('X-Forwarded-For', '203.0.113.70')
      .expect(200);
    expect(Buffer.compare(other.body as Buffer, first.body as Buffer)).not.toBe(0);
  });

  it('speaks the characters as an 8 kHz WAV in each language, longer than the characters alone', async () => {
    const { token } = await fetchChallenge('203.0.113.71');
    const clips = new Map<string, Buffer>();
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      const response = await request(server)
        .get(captchaClipPath(token, locale))
        .set('X-Forwarded-For', '203.0.113.71')
        .expect(200);
      expect(response.headers['content-type']).toBe('audio/wav');
      expect(response.headers['cache-control']).toBe('no-store');
      const sound = readWav(response.body as Buffer);
      expect(sound.sampleRate).toBe(8000);
      // Five characters said twice with pauses: several seconds, not one.
      expect(sound.samples.length / sound.sampleRate).toBeGreaterThan(5);
      clips.set(locale, response.body as Buffer);
    }
    expect(Buffer.compare(clips.get('nl')!, clips.get('fr')!)).not.toBe(0);
  });

  it('refuses a picture or a clip of a forged or expired token (400), and an unknown language', async () => {
    const { token } = await fetchChallenge('203.0.113.72');
    const [id, expires] = token.split('.');
    const forged = `${id}.${expires}.${'0'.repeat(64)}`;
    const picture = await request(server)
      .get(captchaPicturePath(forged))
      .set('X-Forwarded-For', '203.0.113.72')
      .expect(400);
    expect(picture.body).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const clip = await request(server)
      .get(captchaClipPath(forged, 'nl'))
      .set('X-Forwarded-For', '203.0.113.72')
      .expect(400);
    expect(clip.body).toMatchObject({ code: 'CAPTCHA_INVALID' });
    await request(server)
      .get(`/api/forms/captcha/audio?token=${token}&locale=xx`)
      .set('X-Forwarded-For', '203.0.113.72')
      .expect(400);
    await request(server).get('/api/forms/captcha/image').set('X-Forwarded-For', '203.0.113.72').expect(400);
  });

  describe('on the forms route', () => {
    const postContact = (captcha: string, ip: string) =>
      request(server)
        .post('/api/forms/site-contact')
        .set('Origin', SITE_ORIGIN)
        .set('X-Forwarded-For', ip)
        .send(contactBody({ captcha }));

    it('takes one lead per challenge: its typed answer after its proof of work is 400 CAPTCHA_INVALID, and the other way round', async () => {
      const first = await fetchChallenge('203.0.113.80');
      await postContact(await solved(first), '203.0.113.80').expect(201);
      const typedAfter = await postContact(
        encodeCaptchaAnswer({ kind: 'typed', token: first.token, text: charactersOf(first) }),
        '203.0.113.80',
      ).expect(400);
      expect(typedAfter.body).toMatchObject({ code: 'CAPTCHA_INVALID' });

      const second = await fetchChallenge('203.0.113.80');
      await postContact(
        encodeCaptchaAnswer({ kind: 'typed', token: second.token, text: charactersOf(second) }),
        '203.0.113.80',
      ).expect(201);
      const powAfter = await postContact(await solved(second), '203.0.113.80').expect(400);
      expect(powAfter.body).toMatchObject({ code: 'CAPTCHA_INVALID' });
    });

    it('answers 400 CAPTCHA_INVALID, not 503, to a salt whose expiry is past every date', async () => {
      const challenge = await fetchChallenge('203.0.113.81');
      const [id] = challenge.pow.salt.split('.');
      for (const expires of ['99999999999999999999', '8640000000001', '1e400']) {
        const response = await postContact(
          encodeCaptchaAnswer({ kind: 'pow', salt: `${id}.${expires}`, number: 1, signature: challenge.pow.signature }),
          '203.0.113.81',
        ).expect(400);
        expect(response.body).toMatchObject({ code: 'CAPTCHA_INVALID' });
      }
    });
  });
});
