// Minting and checking the forms' captcha challenges (libs/domain
// leads/captcha.ts), pure but for the randomness: no state, so any BFF
// instance checks what another minted. Single use is the verifier's job.
import {
  CAPTCHA_TYPED_ALPHABET,
  CAPTCHA_TYPED_LENGTH,
  type CaptchaAnswer,
  type CaptchaChallengeDto,
  normalizeTypedCaptcha,
} from '@immo/domain';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * How long a challenge stays good: it is fetched with the page, and a visitor
 * may take a while over a long form (an offer) before sending it.
 */
export const CAPTCHA_LIFETIME_MS = 2 * 60 * 60 * 1000;

export interface CaptchaKeys {
  hmacKey: string;
  maxNumber: number;
}

function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Seconds since the epoch, as written in salts and tokens. */
function expiresOf(now: Date): number {
  return Math.floor((now.getTime() + CAPTCHA_LIFETIME_MS) / 1000);
}

export function createCaptchaChallenge({ hmacKey, maxNumber }: CaptchaKeys, now: Date): CaptchaChallengeDto {
  const expires = expiresOf(now);
  // The expiry sits in the salt, so the hash (and so the signature) covers it.
  const salt = `${randomBytes(12).toString('hex')}.${expires}`;
  const secretNumber = randomInt(0, maxNumber + 1);
  const challenge = sha256Hex(`${salt}${secretNumber}`);
  const characters = Array.from({ length: CAPTCHA_TYPED_LENGTH }, () => CAPTCHA_TYPED_ALPHABET[randomInt(CAPTCHA_TYPED_ALPHABET.length)]).join('');
  const nonce = randomBytes(12).toString('hex');
  const token = `${nonce}.${expires}.${hmacHex(hmacKey, typedMessage(nonce, expires, characters))}`;
  return {
    pow: { algorithm: 'SHA-256', challenge, salt, maxNumber, signature: hmacHex(hmacKey, `pow:${challenge}`) },
    typed: { token, characters },
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

function typedMessage(nonce: string, expires: number, characters: string): string {
  return `typed:${nonce}.${expires}:${characters}`;
}

/** A checked answer: `spentKey` identifies its challenge for the single-use record, until `expiresAt`. */
export interface CheckedCaptcha {
  spentKey: string;
  expiresAt: Date;
}

/** The answer's challenge when the answer is right, signed by us and not expired; otherwise null. */
export function checkCaptchaAnswer(answer: CaptchaAnswer, hmacKey: string, now: Date): CheckedCaptcha | null {
  const parts = (answer.kind === 'pow' ? answer.salt : answer.token).split('.');
  const expires = Number(parts[1]);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return null;
  const expiresAt = new Date(expires * 1000);
  if (answer.kind === 'pow') {
    if (parts.length !== 2) return null;
    const challenge = sha256Hex(`${answer.salt}${answer.number}`);
    if (!sameHex(hmacHex(hmacKey, `pow:${challenge}`), answer.signature)) return null;
    return { spentKey: sha256Hex(`pow:${answer.salt}`), expiresAt };
  }
  const [nonce, , mac] = parts;
  if (parts.length !== 3 || nonce === undefined || mac === undefined) return null;
  if (!sameHex(hmacHex(hmacKey, typedMessage(nonce, expires, normalizeTypedCaptcha(answer.text))), mac)) return null;
  return { spentKey: sha256Hex(`typed:${nonce}`), expiresAt };
}
