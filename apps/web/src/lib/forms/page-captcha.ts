// What a form's captcha starts from: a challenge, the visitor's network past
// its challenge budget (the BFF's 429, with how long to wait), or nothing
// (the BFF could not say: the browser tries again itself).
import type { CaptchaChallengeDto } from '@immo/domain';

export interface CaptchaBudgetSpent {
  /** Whole minutes to wait, at least 1 (the BFF's Retry-After, rounded up). */
  retryAfterMinutes: number;
  /** Never a token: code that only reads `challenge?.token` needs no other check. */
  token?: never;
}

export type PageCaptcha = CaptchaChallengeDto | CaptchaBudgetSpent | null;

export function isCaptchaChallenge(captcha: PageCaptcha): captcha is CaptchaChallengeDto {
  return captcha !== null && typeof captcha.token === 'string';
}

/** The wait a 429's Retry-After (seconds) asks for, in whole minutes. */
export function budgetSpent(retryAfter: string | null): CaptchaBudgetSpent {
  const seconds = Number(retryAfter);
  return { retryAfterMinutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1 };
}
