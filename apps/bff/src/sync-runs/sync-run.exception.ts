import { AppException } from '../common/app-exception';

export const SyncRunExceptionCode = {
  notFound: 'SYNC_RUN_NOT_FOUND',
} as const;
export type SyncRunExceptionCode = (typeof SyncRunExceptionCode)[keyof typeof SyncRunExceptionCode];

export class SyncRunException extends AppException<SyncRunExceptionCode> {}
