export const SyncRunExceptionCode = {
  notFound: 'SYNC_RUN_NOT_FOUND',
} as const;
export type SyncRunExceptionCode = (typeof SyncRunExceptionCode)[keyof typeof SyncRunExceptionCode];

export class SyncRunException extends Error {
  constructor(
    message: string,
    readonly code: SyncRunExceptionCode,
  ) {
    super(message);
    this.name = SyncRunException.name;
  }
}
