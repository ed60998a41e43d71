import type { FormErrorCode } from '@immo/domain';
import { AppException } from '../common/app-exception';

export type LeadExceptionCode = FormErrorCode;

/** A form submission refused or not stored; codes and statuses in @immo/domain's FormErrorCode. */
export class LeadException extends AppException<LeadExceptionCode> {
  /** 429 RATE_LIMITED, with the seconds to wait in Retry-After. */
  static rateLimited(retryAfterSeconds: number, message: string): LeadException {
    const exception = new LeadException(message, 'RATE_LIMITED');
    exception.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
    return exception;
  }
}
