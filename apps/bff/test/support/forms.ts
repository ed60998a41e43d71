// What the forms' integration specs share: valid bodies, a fake captcha and
// the app they run against.
import type { INestApplication } from '@nestjs/common';
import type { TestingModuleBuilder } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import type { LeadCaptcha } from '../../src/leads/captcha-verifier';
import { LEAD_CAPTCHA } from '../../src/leads/captcha-verifier';
import { createCaptchaChallenge } from '../../src/captcha/captcha-crypto';
import { type BffEnv, ENV } from '../../src/config/env';

/** The web's origin in the tests' env (ALLOWED_ORIGINS' local default). */
export const SITE_ORIGIN = 'http://localhost:3000';
/** The answer the fake captcha refuses; any other passes. */
export const WRONG_CAPTCHA = 'wrong';

/** The fake's answer to one challenge: the lead's checked captcha names it, as a real answer would (a CV is claimed under it). */
export function answerTo(challengeId: string): string {
  return `challenge:${challengeId}`;
}

/** Any other answer passes, as often as it is sent (each use is a new single-use record). */
export const fakeCaptcha: LeadCaptcha = {
  check: (answer) =>
    answer === WRONG_CAPTCHA
      ? null
      : {
          spentKey: randomUUID(),
          challengeId: answer.startsWith('challenge:') ? answer.slice('challenge:'.length) : randomUUID(),
          expiresAt: new Date(Date.now() + 60 * 60 * 1000),
        },
};

/** A challenge as the form holds it, signed with the test app's key: its token is what a CV upload is bound to. */
export function formChallenge(app: INestApplication, now = new Date()): { token: string; id: string } {
  const { token } = createCaptchaChallenge({ hmacKey: app.get<BffEnv>(ENV).CAPTCHA_HMAC_KEY, maxNumber: 1000 }, now);
  return { token, id: token.split('.')[0] ?? '' };
}

export function withFakeCaptcha(builder: TestingModuleBuilder): TestingModuleBuilder {
  return builder.overrideProvider(LEAD_CAPTCHA).useValue(fakeCaptcha);
}

let counter = 0;

/** A new visitor address each call, so the per-address limit never interferes. */
export function uniqueEmail(prefix = 'visitor'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.be`;
}

/** A site contact as a visitor sends it, envelope included. */
export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    locale: 'fr',
    captcha: 'solved',
    utm: { utm_source: 'newsletter' },
    page: '/fr/contact/',
    title: 'ms',
    firstName: 'Anne',
    lastName: 'Dupont',
    email: uniqueEmail(),
    phone: '0475 12 34 56',
    remark: 'Pouvez-vous me rappeler ?',
    contactPreference: 'email',
    ...overrides,
  };
}
