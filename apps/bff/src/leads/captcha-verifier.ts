// The captcha as the leads feature sees it: one question, answered by the
// captcha feature's CaptchaVerifier (apps/bff/src/captcha). Tests replace it
// with Nest's overrideProvider(LEAD_CAPTCHA).
import type { EntityManager } from 'typeorm';

export interface LeadCaptcha {
  /**
   * True once per valid answer: an answer is spent by its first use. Given
   * the lead's transaction, it is spent in it: one commit instead of two on
   * the submit path, and an answer whose lead was not stored stays unspent.
   */
  verify(answer: string, manager?: EntityManager): Promise<boolean>;
}

export const LEAD_CAPTCHA = Symbol('LEAD_CAPTCHA');
