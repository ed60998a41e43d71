import { AppException } from '../common/app-exception';

export const SyncRunExceptionCode = {
  notFound: 'SYNC_RUN_NOT_FOUND',
  /** Redis, where the worker takes its jobs, did not accept the job within seconds. */
  queueUnavailable: 'QUEUE_UNAVAILABLE',
} as const;
export type SyncRunExceptionCode = (typeof SyncRunExceptionCode)[keyof typeof SyncRunExceptionCode];

export class SyncRunException extends AppException<SyncRunExceptionCode> {}
