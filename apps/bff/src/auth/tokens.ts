import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 128 random bits, base64url (22 characters): a reset link's token. */
export function newResetToken(): string {
  return randomBytes(16).toString('base64url');
}

/** What the database keeps of a token: a leaked table yields no usable link or session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** `{sessionId}.{256 random bits}`: the session is found by id, the secret compared by hash. */
export function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomBytes(32).toString('base64url')}`;
}

const REFRESH_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[A-Za-z0-9_-]{43}$/;

export function refreshTokenSession(token: string): string | null {
  return REFRESH_TOKEN.exec(token)?.[1] ?? null;
}

export { randomUUID as newSessionId };
