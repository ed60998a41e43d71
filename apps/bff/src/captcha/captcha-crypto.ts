// Minting and checking the forms' captcha challenges (libs/domain
// leads/captcha.ts), pure but for the randomness: no state, so any BFF
// instance checks what another minted. Single use is the lead's job
// (record_lead spends `spentKey`).
//
// One challenge, two ways to answer it, one spent key: the challenge's id.
// Every MAC covers a JSON array of its fields, so no field can borrow
// characters from its neighbour (the old `sha256(salt + number)` let
// `salt.E` + `35830` and `salt.E3` + `5830` pass as two answers). The typed
// characters are derived from the token with the key and never leave the
// server but as the picture and the spoken clip.
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

/** 12 random bytes in hex: the challenge's id. */
const ID = /^[0-9a-f]{24}$/;
/** Seconds since the epoch, as minted: ten digits until the year 2286. */
const EXPIRES = /^[1-9]\d{9}$/;
/** A number as the solver writes it: no sign, no leading zero, no exponent. */
const CANONICAL_NUMBER = /^(?:0|[1-9]\d{0,9})$/;
const MAC = /^[0-9a-f]{64}$/;

export interface CaptchaKeys {
  hmacKey: string;
  maxNumber: number;
}

/** A challenge whose token is ours and unexpired; `id` is what its answer spends. */
export interface CaptchaTicket {
  id: string;
  expiresAt: Date;
}

/** A checked answer: `spentKey` identifies its challenge for the single-use record, until `expiresAt`. */
export interface CheckedCaptcha {
  spentKey: string;
  expiresAt: Date;
  /** The challenge's id, which uploads made for the same form are bound to. */
  challengeId: string;
}

function mac(key: string, ...fields: (string | number)[]): string {
  return createHmac('sha256', key)
    .update(JSON.stringify(['immo-captcha-2', ...fields]))
    .digest('hex');
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export function createCaptchaChallenge({ hmacKey, maxNumber }: CaptchaKeys, now: Date): CaptchaChallengeDto {
  const expires = Math.floor((now.getTime() + CAPTCHA_LIFETIME_MS) / 1000);
  const id = randomBytes(12).toString('hex');
  const salt = `${id}.${expires}`;
  const challenge = sha256Hex(`${salt}${randomInt(0, maxNumber + 1)}`);
  return {
    token: `${id}.${expires}.${mac(hmacKey, 'token', id, expires)}`,
    pow: { algorithm: 'SHA-256', challenge, salt, maxNumber, signature: mac(hmacKey, 'pow', id, expires, challenge) },
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** `id.expires` as minted, within the lifetime from now; null for anything else. */
function ticketOf(id: string | undefined, expires: string | undefined, now: Date): CaptchaTicket | null {
  if (id === undefined || expires === undefined || !ID.test(id) || !EXPIRES.test(expires)) return null;
  const expiresAt = new Date(Number(expires) * 1000);
  // A signed expiry is always within the lifetime; the bound keeps any date arithmetic in range.
  if (expiresAt <= now || expiresAt.getTime() > now.getTime() + CAPTCHA_LIFETIME_MS + 60_000) return null;
  return { id, expiresAt };
}

/** The challenge a token names when we signed it and it has not expired (it need not be answered yet). */
export function readCaptchaToken(token: string, hmacKey: string, now: Date): CaptchaTicket | null {
  const [id, expires, signature, ...rest] = token.split('.');
  const ticket = rest.length === 0 ? ticketOf(id, expires, now) : null;
  if (ticket === null || signature === undefined || !MAC.test(signature)) return null;
  return sameHex(mac(hmacKey, 'token', ticket.id, Number(expires)), signature) ? ticket : null;
}

/** The characters to read or hear for a token's challenge: from the key, so they never travel in a page. */
export function typedCharactersOf(ticket: CaptchaTicket, hmacKey: string): string {
  const bytes = Buffer.from(mac(hmacKey, 'characters', ticket.id, ticket.expiresAt.getTime() / 1000), 'hex');
  // 22 letters: the modulo's bias (256 % 22) only makes a few letters a little likelier.
  return Array.from(
    bytes.subarray(0, CAPTCHA_TYPED_LENGTH),
    (byte) => CAPTCHA_TYPED_ALPHABET[byte % CAPTCHA_TYPED_ALPHABET.length],
  ).join('');
}

/** The seed of a challenge's picture or clip: secret like the characters, and the same at every fetch. */
export function captchaSeedOf(ticket: CaptchaTicket, hmacKey: string, purpose: 'picture' | 'clip'): Buffer {
  return Buffer.from(mac(hmacKey, purpose, ticket.id, ticket.expiresAt.getTime() / 1000), 'hex');
}

function checked(ticket: CaptchaTicket): CheckedCaptcha {
  return { spentKey: sha256Hex(`captcha:${ticket.id}`), expiresAt: ticket.expiresAt, challengeId: ticket.id };
}

/** The answer's challenge when the answer is right, signed by us and not expired; otherwise null. */
export function checkCaptchaAnswer(
  answer: CaptchaAnswer,
  { hmacKey, maxNumber }: CaptchaKeys,
  now: Date,
): CheckedCaptcha | null {
  if (answer.kind === 'typed') {
    const ticket = readCaptchaToken(answer.token, hmacKey, now);
    if (ticket === null) return null;
    const expected = typedCharactersOf(ticket, hmacKey);
    const given = normalizeTypedCaptcha(answer.text);
    return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      ? checked(ticket)
      : null;
  }
  const [id, expires, ...rest] = answer.salt.split('.');
  const ticket = rest.length === 0 ? ticketOf(id, expires, now) : null;
  const number = String(answer.number);
  if (ticket === null || !CANONICAL_NUMBER.test(number) || answer.number > maxNumber || !MAC.test(answer.signature))
    return null;
  const challenge = sha256Hex(`${answer.salt}${number}`);
  return sameHex(mac(hmacKey, 'pow', ticket.id, Number(expires), challenge), answer.signature) ? checked(ticket) : null;
}
