// HTTP Basic credentials of the operators (RFC 7617), checked without leaking
// through timing how much of a guess was right.
import { createHash, timingSafeEqual } from 'node:crypto';

export interface OperatorCredentials {
  user: string;
  password: string;
}

/** Sent with every 401 so browsers (and Bull Board visitors) get the login prompt. */
export const WWW_AUTHENTICATE = 'Basic realm="Immo operators", charset="UTF-8"';

/** The user and password of an `Authorization: Basic …` header, or null when it is not one. */
export function parseBasicAuthorization(header: string | undefined): OperatorCredentials | null {
  const match = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  // The user may not contain ':', the password may (RFC 7617 §2).
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * True when the header carries exactly the expected credentials. Both parts
 * are hashed first so the comparison takes the same time whatever their
 * lengths, and both are always compared, so a right user with a wrong
 * password answers as fast as a wrong user.
 */
export function isOperatorAuthorization(header: string | undefined, expected: OperatorCredentials): boolean {
  const given = parseBasicAuthorization(header);
  if (!given) return false;
  const userMatches = sameSecret(given.user, expected.user);
  const passwordMatches = sameSecret(given.password, expected.password);
  return userMatches && passwordMatches;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
