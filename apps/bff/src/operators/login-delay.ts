// How long a guesser waits after failed operator logins (OWASP ASVS 2.2.1:
// at most 100 failures an hour on one account, slowed down well before).

/** Failures forgotten an hour after the last one (sliding), so an attack never starts over while it lasts. */
export const FAILURE_MEMORY_MS = 60 * 60_000;
/** Typos an operator may make without waiting. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1_000;
/** Reached at the 15th failure; from then on one guess per quarter of an hour, about 4 an hour. */
export const MAX_DELAY_MS = 15 * 60_000;

/**
 * The wait before the next attempt after `failures` failures: none for the
 * first five, then 1 s doubling each time up to 15 minutes. At most about 19
 * failures fit in any hour (5 free, 10 doubling delays summing to 17 min, then
 * one per 15 min), whatever the number of addresses the guesses come from.
 */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}
