import { OwnerAuthErrorCode } from '@immo/domain';
import { AppException } from '../common/app-exception';

export type OwnerAuthExceptionCode = OwnerAuthErrorCode;

export class OwnerAuthException extends AppException<OwnerAuthExceptionCode> {
  static loginFailed(): OwnerAuthException {
    return new OwnerAuthException('The e-mail address or the password is not correct.', OwnerAuthErrorCode.loginFailed);
  }

  static throttled(retryAfterSeconds: number): OwnerAuthException {
    const exception = new OwnerAuthException(
      'Too many failed logins: try again after Retry-After seconds.',
      OwnerAuthErrorCode.loginThrottled,
    );
    exception.headers = { 'Retry-After': String(retryAfterSeconds) };
    return exception;
  }

  static unavailable(retryAfterSeconds: number): OwnerAuthException {
    const exception = new OwnerAuthException(
      'Logins are unavailable for a moment.',
      OwnerAuthErrorCode.loginUnavailable,
    );
    exception.headers = { 'Retry-After': String(retryAfterSeconds) };
    return exception;
  }

  static sessionExpired(): OwnerAuthException {
    return new OwnerAuthException('The session has ended: log in again.', OwnerAuthErrorCode.sessionExpired);
  }

  static resetLinkInvalid(): OwnerAuthException {
    return new OwnerAuthException(
      'This link is not valid any more: ask for a new one.',
      OwnerAuthErrorCode.resetLinkInvalid,
    );
  }

  static passwordTooWeak(issues: readonly { path: string; message: string }[]): OwnerAuthException {
    const exception = new OwnerAuthException(
      'The new password is too short or too well known.',
      OwnerAuthErrorCode.passwordTooWeak,
    );
    exception.details = { issues };
    return exception;
  }

  static currentPasswordWrong(): OwnerAuthException {
    return new OwnerAuthException('The current password is not correct.', OwnerAuthErrorCode.currentPasswordWrong);
  }
}
