import { AppException } from '../common/app-exception';

export const ConsoleRequestsExceptionCode = {
  /** No lead or testimonial with that id (deleted by retention meanwhile, or a made-up id). */
  notFound: 'REQUEST_NOT_FOUND',
  /** The action does not fit: an agent the CRM does not name, a duplicate of a lead of another address or of itself. */
  actionRefused: 'REQUEST_ACTION_REFUSED',
} as const;
export type ConsoleRequestsExceptionCode =
  (typeof ConsoleRequestsExceptionCode)[keyof typeof ConsoleRequestsExceptionCode];

export class ConsoleRequestsException extends AppException<ConsoleRequestsExceptionCode> {
  static notFound(what: string): ConsoleRequestsException {
    return new ConsoleRequestsException(`No ${what} with that id.`, ConsoleRequestsExceptionCode.notFound);
  }

  static refused(message: string): ConsoleRequestsException {
    return new ConsoleRequestsException(message, ConsoleRequestsExceptionCode.actionRefused);
  }
}
