// The envelope's `captcha` string from a form posted without JavaScript.
// With JavaScript the CaptchaField hands FormShell the encoded answer; without
// it, the field posts the typed-characters challenge as `captcha.token` and
// `captcha.text` (nested names), or one ready `captcha` string.
import { encodeCaptchaAnswer } from '@immo/domain';

export function captchaOfFormValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { token, text } = value as { token?: unknown; text?: unknown };
    if (typeof token === 'string' && typeof text === 'string') return encodeCaptchaAnswer({ kind: 'typed', token, text });
  }
  return '';
}
