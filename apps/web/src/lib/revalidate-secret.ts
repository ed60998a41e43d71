// Server-only: the check behind /internal/revalidate (app/internal/revalidate/route.ts).
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * True when the caller sent the shared secret. Both sides are hashed first so
 * the comparison takes the same time whatever was sent: a caller cannot find
 * the secret one character at a time.
 */
export function isRevalidateSecret(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
