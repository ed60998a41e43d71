import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ProjectExceptionCode } from '../projects/project.exception';
import type { PropertyExceptionCode } from '../properties/property.exception';
import type { SiteConfigExceptionCode } from '../site-config/site-config.exception';
import type { SyncRunExceptionCode } from '../sync-runs/sync-run.exception';
import type { LeadExceptionCode } from '../leads/lead.exception';
import type { SubscriptionExceptionCode } from '../demands/subscription.exception';
import type { VisitBookingExceptionCode } from '../visit-bookings/visit-booking.exception';
import type { OwnerAuthExceptionCode } from '../owner-auth/owner-auth.exception';
import type { OperatorAuthExceptionCode } from '../operators/operator-auth.exception';
import type { MailOutboxExceptionCode } from '../mail-outbox/mail-outbox.exception';
import type { ConsoleRequestsExceptionCode } from '../console-requests/console-requests.exception';
import { AppException } from './app-exception';

/** Every feature exception's codes; add a feature's union here and the switch below stops compiling until mapped. */
export type AppErrorCode =
  | PropertyExceptionCode
  | ProjectExceptionCode
  | SyncRunExceptionCode
  | SiteConfigExceptionCode
  | LeadExceptionCode
  | VisitBookingExceptionCode
  | SubscriptionExceptionCode
  | OwnerAuthExceptionCode
  | OperatorAuthExceptionCode
  | MailOutboxExceptionCode
  | ConsoleRequestsExceptionCode;

/** The one place a feature error code becomes an HTTP status. */
export function httpStatusFor(code: AppErrorCode): HttpStatus {
  switch (code) {
    case 'PROPERTY_NOT_FOUND':
    case 'PROJECT_NOT_FOUND':
    case 'SYNC_RUN_NOT_FOUND':
    case 'PAGE_NOT_FOUND':
    case 'FORM_NOT_FOUND':
    case 'SUBSCRIPTION_NOT_FOUND':
    case 'VISIT_BOOKING_NOT_FOUND':
    case 'MAIL_NOT_FOUND':
    case 'REQUEST_NOT_FOUND':
    case 'SITE_CONFIG_NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'CAPTCHA_INVALID':
    case 'RESET_LINK_INVALID':
    case 'PASSWORD_TOO_WEAK':
    case 'OWNER_PASSWORD_WRONG':
    case 'SETUP_LINK_INVALID':
    case 'TOTP_CODE_WRONG':
      return HttpStatus.BAD_REQUEST;
    case 'OWNER_LOGIN_FAILED':
    case 'OWNER_SESSION_EXPIRED':
    case 'OWNER_UNAUTHENTICATED':
    case 'OPERATOR_LOGIN_FAILED':
    case 'OPERATOR_UNAUTHENTICATED':
      return HttpStatus.UNAUTHORIZED;
    case 'FORM_NOT_AVAILABLE':
      // The form exists but does not fit this property (an offer on a rental).
      return HttpStatus.CONFLICT;
    case 'APPOINTMENTS_FULL':
    case 'VISIT_NOT_BOOKABLE':
    case 'VISIT_BOOKING_LIMIT':
    case 'VISIT_CHANGE_CLOSED':
    case 'MAIL_ACTION_REFUSED':
    case 'REQUEST_ACTION_REFUSED':
    case 'SITE_CONFIG_CHANGED_SINCE':
    case 'SITE_CONFIG_ALREADY_UNDONE':
      // The slot filled or closed meanwhile, or the cut-off passed: the state changed, not the request.
      return HttpStatus.CONFLICT;
    case 'RATE_LIMITED':
    case 'OWNER_LOGIN_THROTTLED':
    case 'OPERATOR_LOGIN_THROTTLED':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'PROPERTY_WITHDRAWN':
    case 'PROJECT_WITHDRAWN':
      // Gone, not missing: the property existed and its URL may be in search
      // engines; the web shows a 'no longer available' page.
      return HttpStatus.GONE;
    case 'QUEUE_UNAVAILABLE':
    case 'OWNER_LOGIN_UNAVAILABLE':
    case 'OPERATOR_LOGIN_UNAVAILABLE':
    case 'LEAD_NOT_STORED':
      // A dependency is away, not the request wrong: the caller may retry.
      return HttpStatus.SERVICE_UNAVAILABLE;
    default: {
      const unmapped: never = code;
      throw new Error(`Unmapped error code ${String(unmapped)}`);
    }
  }
}

@Catch(AppException)
export class AppExceptionFilter implements ExceptionFilter<AppException<AppErrorCode>> {
  catch(exception: AppException<AppErrorCode>, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    void response
      .headers(exception.headers)
      .status(httpStatusFor(exception.code))
      .send({ ...exception.details, code: exception.code, message: exception.message });
  }
}
