import { HttpStatus } from '@nestjs/common';
import { WWW_AUTHENTICATE } from './basic-credentials';
import type { OperatorAuthentication } from './operator-authenticator';

export interface OperatorRefusal {
  status: HttpStatus;
  headers: Record<string, string>;
  body: { code: string; message: string };
}

/** The answer to a request the authenticator did not let through, the same from a guard or a middleware. */
export function operatorRefusal(authentication: Exclude<OperatorAuthentication, { outcome: 'operator' }>): OperatorRefusal {
  switch (authentication.outcome) {
    case 'challenge':
      // The challenge tells browsers and HTTP clients which credentials to send.
      return {
        status: HttpStatus.UNAUTHORIZED,
        headers: { 'WWW-Authenticate': WWW_AUTHENTICATE },
        body: { code: 'OPERATOR_CREDENTIALS_REQUIRED', message: 'Operator credentials required.' },
      };
    case 'slow-down':
      return {
        status: HttpStatus.TOO_MANY_REQUESTS,
        headers: { 'Retry-After': String(authentication.retryAfterSeconds) },
        body: { code: 'OPERATOR_LOGIN_THROTTLED', message: 'Too many failed operator logins: try again after Retry-After seconds.' },
      };
    case 'unavailable':
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        headers: { 'Retry-After': String(authentication.retryAfterSeconds) },
        body: { code: 'OPERATOR_LOGIN_UNAVAILABLE', message: 'Operator logins are unavailable for a moment.' },
      };
    default: {
      const unmapped: never = authentication;
      throw new Error(`Unmapped operator authentication ${JSON.stringify(unmapped)}`);
    }
  }
}
