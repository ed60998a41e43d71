// The envelope's `captcha` string of a form posted without JavaScript. The
// CaptchaField posts either one ready `captcha` string (the proof of work,
// solved before the visitor sent the form) or the typed-characters challenge
// as `captcha.token` and `captcha.text`. Its "another picture" button posts
// `captcha.renew`: the form comes back with every value and a new challenge.
import { encodeCaptchaAnswer } from '@immo/domain';

export const CAPTCHA_ANSWER_FIELD = 'captcha';
export const CAPTCHA_TOKEN_FIELD = 'captcha.token';
export const CAPTCHA_TEXT_FIELD = 'captcha.text';
/** The name of the field's submit button that asks for another picture, not for sending. */
export const CAPTCHA_RENEW_FIELD = 'captcha.renew';

/** True when the visitor pressed "another picture" (or "try again"): nothing is sent. */
export function wantsNewCaptcha(formData: Pick<FormData, 'get'>): boolean {
  return formData.get(CAPTCHA_RENEW_FIELD) !== null;
}

export function captchaAnswerFromFormData(formData: Pick<FormData, 'get'>): string {
  const ready = formData.get(CAPTCHA_ANSWER_FIELD);
  if (typeof ready === 'string' && ready !== '') return ready;
  const token = formData.get(CAPTCHA_TOKEN_FIELD);
  const text = formData.get(CAPTCHA_TEXT_FIELD);
  if (typeof token === 'string' && token !== '' && typeof text === 'string')
    return encodeCaptchaAnswer({ kind: 'typed', token, text });
  return '';
}
