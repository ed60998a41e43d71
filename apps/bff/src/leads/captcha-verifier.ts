// The captcha as the leads feature sees it: one question, answered by the
// captcha feature's CaptchaVerifier (apps/bff/src/captcha). Tests replace it
// with Nest's overrideProvider(LEAD_CAPTCHA).
import type { CheckedCaptcha } from '../captcha/captcha-crypto';

export type { CheckedCaptcha };

export interface LeadCaptcha {
  /**
   * The answer's single-use record when it is signed by us, unexpired and
   * right; null when not. No query: the lead's statement spends it
   * (LeadRecorder, record_lead), so a valid answer costs no round trip of its own
   * and an answer whose lead was not stored stays unspent.
   */
  check(answer: string): CheckedCaptcha | null;
}

export const LEAD_CAPTCHA = Symbol('LEAD_CAPTCHA');
