import { stripAccents } from './strip-accents';

/**
 * The form search text and indexed names are compared in: lower-case,
 * accent-free, trimmed, so `liege` finds Liège. It mirrors
 * `lower(unaccent(…))` on the PostgreSQL side; keep the two in step.
 */
export function normalizeSearchText(text: string): string {
  return stripAccents(text).toLowerCase().trim();
}
