import { Inject, Injectable } from '@nestjs/common';
import { type BffEnv, ENV } from '../config/env';
import { isOperatorAuthorization, parseBasicAuthorization } from './basic-credentials';
import { LoginAttempts, LoginAttemptsUnavailable } from './login-attempts';

/** What an operator request gets: through, the login prompt (401), a wait (429) or a refusal while Redis is away (503). */
export type OperatorAuthentication =
  | { outcome: 'operator' }
  | { outcome: 'challenge' }
  | { outcome: 'slow-down'; retryAfterSeconds: number }
  | { outcome: 'unavailable'; retryAfterSeconds: number };

/** How long a client is told to wait while the counts cannot be read. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/**
 * The one check of operator credentials, for Nest's OperatorGuard and Bull
 * Board's middleware alike, so every path to the operators shares one count
 * of failures per account and per client (login-attempts.ts). A request
 * without credentials is a browser asking for the prompt, not a guess: it
 * costs nothing. One that sends them while its account or client must wait
 * is refused before the password is even compared, so even the right one
 * does not get through until the wait is over.
 */
@Injectable()
export class OperatorAuthenticator {
  private readonly expected: { user: string; password: string };

  constructor(
    @Inject(ENV) env: BffEnv,
    private readonly attempts: LoginAttempts,
  ) {
    this.expected = { user: env.OPERATOR_USER, password: env.OPERATOR_PASSWORD };
  }

  /** `client`: the address the request counts against (clientTracker of its trusted address). */
  async authenticate(authorization: string | undefined, client: string): Promise<OperatorAuthentication> {
    if (authorization === undefined || authorization.trim() === '') return { outcome: 'challenge' };
    const attempt = { user: parseBasicAuthorization(authorization)?.user ?? null, client };
    try {
      const wait = await this.attempts.waitBefore(attempt);
      if (wait > 0) return { outcome: 'slow-down', retryAfterSeconds: Math.ceil(wait / 1000) };
      if (isOperatorAuthorization(authorization, this.expected)) return { outcome: 'operator' };
      await this.attempts.recordFailure(attempt);
      return { outcome: 'challenge' };
    } catch (error) {
      if (error instanceof LoginAttemptsUnavailable) return { outcome: 'unavailable', retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS };
      throw error;
    }
  }
}
