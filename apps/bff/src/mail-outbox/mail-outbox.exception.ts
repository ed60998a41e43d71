import { AppException } from '../common/app-exception';

export const MailOutboxExceptionCode = {
  notFound: 'MAIL_NOT_FOUND',
  /** The message is not in the state the action takes (retry a sent one, resend a dead one). */
  actionRefused: 'MAIL_ACTION_REFUSED',
} as const;
export type MailOutboxExceptionCode = (typeof MailOutboxExceptionCode)[keyof typeof MailOutboxExceptionCode];

export class MailOutboxException extends AppException<MailOutboxExceptionCode> {}
