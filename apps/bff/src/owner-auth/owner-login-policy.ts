import type { LoginDelayPolicy } from '../auth/login-delay';

/**
 * Owners' failed logins, per account (the e-mail tried, known or not, so the
 * answer tells nothing) and per client: five free, then 1, 2, 4, 8, 16 s,
 * and from the 10th on each failure locks for 15 minutes, when the owner is
 * told by e-mail. Forgotten an hour after the last failure. At most about
 * 13 passwords an hour are ever evaluated for one account.
 */
export const OWNER_LOGIN_POLICY: LoginDelayPolicy = {
  memoryMs: 60 * 60_000,
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  lockAfter: 10,
};

export const OWNER_LOGIN_REALM = 'owner-login';
