// The captcha a form carries in its envelope's `captcha` string (WCAG 2.2
// 3.3.8: nothing to solve for anyone with JavaScript, and no third party sees
// the visitor). With JavaScript, the browser finds the number behind a
// SHA-256 hash (ALTCHA-style proof of work: a fraction of a second per form
// for a person, a bill per lead for a bot). Without it, the page shows a
// picture of a few characters, with a spoken clip of them in the page's
// language for those who cannot see it; the characters themselves never
// leave the BFF. One challenge, one spent answer, whichever way it was
// answered (apps/bff/src/captcha).
// The challenge's schema is in api/captcha-dto.ts: a zod schema built as this
// module loads would bring zod into every form page's first load.
import type { CaptchaChallengeDto } from '../api/captcha-dto';
import type { Locale } from '../locale';

/** Characters nobody confuses with one another (no 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B, Q). */
export const CAPTCHA_TYPED_ALPHABET = 'ACDEFHJKMNPRTUVWXY3479';
export const CAPTCHA_TYPED_LENGTH = 5;

/**
 * Challenges one network (budgetNetwork: an IPv4 address, an IPv6 /48) may
 * be given a minute, by `GET /api/forms/captcha` and by the form pages the
 * web renders for it together: a person opens a form or two, a bot that
 * wants a lead per challenge is held to this many leads a minute.
 */
export const CAPTCHA_CHALLENGES_PER_MINUTE = 30;

/** The picture's size in CSS pixels, also its PNG's: the page reserves the space before it loads. */
export const CAPTCHA_PICTURE_SIZE = { width: 220, height: 80 } as const;

/** Where the page fetches the picture of a challenge's characters (a PNG, through the web's /api relay). */
export function captchaPicturePath(token: string): string {
  return `/api/forms/captcha/image?${new URLSearchParams({ token }).toString()}`;
}

/** Where the page fetches the characters spoken in its language (a WAV, through the web's /api relay). */
export function captchaClipPath(token: string, locale: Locale): string {
  return `/api/forms/captcha/audio?${new URLSearchParams({ token, locale }).toString()}`;
}

export type CaptchaAnswer =
  { kind: 'pow'; salt: string; number: number; signature: string } | { kind: 'typed'; token: string; text: string };

// Salts, signatures and tokens are hex, digits and dots (see the BFF's
// captcha-crypto.ts), so ':' separates the parts without escaping.
const POW_PREFIX = 'pow:';
const TYPED_PREFIX = 'typed:';
const SAFE_PART = /^[0-9A-Za-z._-]{1,512}$/;

/** The envelope's `captcha` string of an answer. */
export function encodeCaptchaAnswer(answer: CaptchaAnswer): string {
  return answer.kind === 'pow'
    ? `${POW_PREFIX}${answer.salt}:${answer.number}:${answer.signature}`
    : `${TYPED_PREFIX}${answer.token}:${answer.text}`;
}

/** The answer inside an envelope's `captcha` string, or null when it is none. */
export function decodeCaptchaAnswer(value: string): CaptchaAnswer | null {
  if (value.startsWith(POW_PREFIX)) {
    const [salt, number, signature, ...rest] = value.slice(POW_PREFIX.length).split(':');
    if (rest.length > 0 || salt === undefined || number === undefined || signature === undefined) return null;
    // One way to write a number: a leading zero would make a second answer of the same work.
    if (!SAFE_PART.test(salt) || !SAFE_PART.test(signature) || !/^(?:0|[1-9]\d{0,9})$/.test(number)) return null;
    return { kind: 'pow', salt, number: Number(number), signature };
  }
  if (value.startsWith(TYPED_PREFIX)) {
    const rest = value.slice(TYPED_PREFIX.length);
    const separator = rest.indexOf(':');
    if (separator < 0) return null;
    const token = rest.slice(0, separator);
    const text = rest.slice(separator + 1);
    if (!SAFE_PART.test(token) || text.length > 64) return null;
    return { kind: 'typed', token, text };
  }
  return null;
}

/** What the visitor typed, as compared: case and spaces do not matter. */
export function normalizeTypedCaptcha(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Lower-case hex SHA-256 of a UTF-8 string, with the WebCrypto of browsers, workers and Node. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SolvePowOptions {
  /** Stops the search (the form left the page). */
  signal?: AbortSignal;
  /**
   * Hashes between two yields to the event loop: on the main thread (no
   * worker) the page keeps answering clicks and keys while this runs.
   */
  yieldEvery?: number;
}

/** The number whose hash is the challenge, or null when none up to maxNumber is (or the search was stopped). */
export async function solvePow(
  pow: Pick<CaptchaChallengeDto['pow'], 'challenge' | 'salt' | 'maxNumber'>,
  options: SolvePowOptions = {},
): Promise<number | null> {
  const yieldEvery = options.yieldEvery ?? 0;
  for (let number = 0; number <= pow.maxNumber; number += 1) {
    if (options.signal?.aborted) return null;
    if ((await sha256Hex(`${pow.salt}${number}`)) === pow.challenge) return number;
    if (yieldEvery > 0 && number % yieldEvery === yieldEvery - 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
