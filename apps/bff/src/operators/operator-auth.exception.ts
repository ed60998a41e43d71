import { OperatorAuthErrorCode } from '@immo/domain';
import { AppException } from '../common/app-exception';

export type OperatorAuthExceptionCode = OperatorAuthErrorCode;

export class OperatorAuthException extends AppException<OperatorAuthExceptionCode> {
  static loginFailed(): OperatorAuthException {
    return new OperatorAuthException(
      'The e-mail address, the password or the code is not correct.',
      OperatorAuthErrorCode.loginFailed,
    );
  }

  static throttled(retryAfterSeconds: number): OperatorAuthException {
    const exception = new OperatorAuthException(
      'Too many failed logins: try again after Retry-After seconds.',
      OperatorAuthErrorCode.loginThrottled,
    );
    exception.headers = { 'Retry-After': String(retryAfterSeconds) };
    return exception;
  }

  static unavailable(retryAfterSeconds: number): OperatorAuthException {
    const exception = new OperatorAuthException(
      'Logins are unavailable for a moment.',
      OperatorAuthErrorCode.loginUnavailable,
    );
    exception.headers = { 'Retry-After': String(retryAfterSeconds) };
    return exception;
  }

  static unauthenticated(): OperatorAuthException {
    return new OperatorAuthException('Log in to the console.', OperatorAuthErrorCode.unauthenticated);
  }

  static setupLinkInvalid(): OperatorAuthException {
    return new OperatorAuthException(
      'This setup link is not valid any more: ask for a new one.',
      OperatorAuthErrorCode.setupLinkInvalid,
    );
  }

  static setupCodeWrong(): OperatorAuthException {
    return new OperatorAuthException(
      'The code does not match: check the authenticator app and the clock of the phone.',
      OperatorAuthErrorCode.setupCodeWrong,
    );
  }

  static passwordTooWeak(issues: readonly { path: string; message: string }[]): OperatorAuthException {
    const exception = new OperatorAuthException(
      'The new password is too short or too well known.',
      OperatorAuthErrorCode.passwordTooWeak,
    );
    exception.details = { issues };
    return exception;
  }
}
