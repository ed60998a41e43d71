// How long a guesser waits after failed logins (OWASP ASVS 2.2.1: at most 100
// failures an hour on one account, slowed down well before). The operators'
// rule is below; the owner portal's is owner-auth/owner-login-policy.ts.

/** Free failures, then a wait doubling from `firstDelayMs` up to `maxDelayMs`; an optional lock from `lockAfter` failures. */
export interface LoginDelayPolicy {
  /** Failures forgotten this long after the last one (sliding), so an attack never starts over while it lasts. */
  memoryMs: number;
  /** Typos allowed without waiting. */
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** From this many failures on, each one locks for `maxDelayMs` at once (the account "locked for a while"). */
  lockAfter?: number;
}

/** Failures forgotten an hour after the last one. */
export const FAILURE_MEMORY_MS = 60 * 60_000;
/** Typos an operator may make without waiting. */
export const FREE_FAILURES = 5;
/** Reached at the 15th failure; from then on one guess per quarter of an hour, about 4 an hour. */
export const MAX_DELAY_MS = 15 * 60_000;

export const OPERATOR_LOGIN_POLICY: LoginDelayPolicy = {
  memoryMs: FAILURE_MEMORY_MS,
  freeFailures: FREE_FAILURES,
  firstDelayMs: 1_000,
  maxDelayMs: MAX_DELAY_MS,
};

/** The wait `policy` imposes before the next attempt after `failures` failures. */
export function delayUnder(policy: LoginDelayPolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  if (policy.lockAfter !== undefined && failures >= policy.lockAfter) return policy.maxDelayMs;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.freeFailures));
}

/**
 * The operators' wait: none for the first five, then 1 s doubling each time
 * up to 15 minutes. At most about 19 failures fit in any hour (5 free, 10
 * doubling delays summing to 17 min, then one per 15 min), whatever the
 * number of addresses the guesses come from.
 */
export function delayAfterFailures(failures: number): number {
  return delayUnder(OPERATOR_LOGIN_POLICY, failures);
}
