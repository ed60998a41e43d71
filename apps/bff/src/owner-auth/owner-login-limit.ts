import { Injectable } from '@nestjs/common';
import { type LoginAttempt, LoginAttempts, LoginAttemptsUnavailable, type LoginCounter } from '../auth/login-attempts';
import { OwnerAuthException } from './owner-auth.exception';
import { OWNER_LOGIN_POLICY, OWNER_LOGIN_REALM } from './owner-login-policy';

/** How long a client is told to wait while the counts cannot be read. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/**
 * The owners' failed-login counts (owner-login-policy.ts) on the login
 * limits' Redis, failing closed: with Redis away, 503 and no password checked.
 */
@Injectable()
export class OwnerLoginLimit {
  private readonly counter: LoginCounter;

  constructor(loginAttempts: LoginAttempts) {
    this.counter = loginAttempts.forRealm(OWNER_LOGIN_REALM, OWNER_LOGIN_POLICY);
  }

  /** 429 with Retry-After while the account or the client must wait: call it before any hash. */
  async assertMayTry(attempt: LoginAttempt): Promise<void> {
    const wait = await this.guarded(() => this.counter.waitBefore(attempt));
    if (wait > 0) throw OwnerAuthException.throttled(Math.ceil(wait / 1000));
  }

  /** Counts a failure; true when this one locked the account (it happens once per lock). */
  async recordFailure(attempt: LoginAttempt): Promise<boolean> {
    const failures = await this.guarded(() => this.counter.recordFailure(attempt));
    return failures === OWNER_LOGIN_POLICY.lockAfter;
  }

  private async guarded<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      if (error instanceof LoginAttemptsUnavailable) throw OwnerAuthException.unavailable(UNAVAILABLE_RETRY_SECONDS);
      throw error;
    }
  }
}
