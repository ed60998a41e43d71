// The captcha as the leads feature sees it: one question, answered by the
// captcha feature's CaptchaVerifier (apps/bff/src/captcha). Tests replace it
// with Nest's overrideProvider(LEAD_CAPTCHA).
export interface LeadCaptcha {
  /** True once per valid answer: an answer is spent by its first use. */
  verify(answer: string): Promise<boolean>;
}

export const LEAD_CAPTCHA = Symbol('LEAD_CAPTCHA');
