import { Injectable } from '@nestjs/common';
import { type LoginAttempt, LoginAttempts, LoginAttemptsUnavailable } from '../auth/login-attempts';
import { OperatorAuthException } from './operator-auth.exception';

/** How long a client is told to wait while the counts cannot be read. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/**
 * The operators' failed-login counts (auth/login-delay.ts OPERATOR_LOGIN_POLICY,
 * per account and per client, in Redis), failing closed: with Redis away,
 * 503 and no password checked. A wrong TOTP code counts as a failure too.
 */
@Injectable()
export class OperatorLoginLimit {
  constructor(private readonly attempts: LoginAttempts) {}

  /** 429 with Retry-After while the account or the client must wait: call it before any hash. */
  async assertMayTry(attempt: LoginAttempt): Promise<void> {
    const wait = await this.guarded(() => this.attempts.waitBefore(attempt));
    if (wait > 0) throw OperatorAuthException.throttled(Math.ceil(wait / 1000));
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    await this.guarded(() => this.attempts.recordFailure(attempt));
  }

  private async guarded<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      if (error instanceof LoginAttemptsUnavailable) throw OperatorAuthException.unavailable(UNAVAILABLE_RETRY_SECONDS);
      throw error;
    }
  }
}
