import type { ValidationKey } from '@immo/domain';
import { HttpException, HttpStatus } from '@nestjs/common';

export type CvUploadErrorCode =
  | 'FILE_TOO_LARGE'
  | 'FILE_TYPE_REFUSED'
  | 'INVALID_MULTIPART'
  | 'UPLOAD_CHALLENGE_INVALID'
  | 'UPLOADS_PER_FORM_SPENT'
  | 'UPLOADS_TOO_MANY'
  | 'UPLOADS_PAUSED';

const STATUS_OF = {
  FILE_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  FILE_TYPE_REFUSED: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  INVALID_MULTIPART: HttpStatus.BAD_REQUEST,
  UPLOAD_CHALLENGE_INVALID: HttpStatus.FORBIDDEN,
  UPLOADS_PER_FORM_SPENT: HttpStatus.TOO_MANY_REQUESTS,
  UPLOADS_TOO_MANY: HttpStatus.TOO_MANY_REQUESTS,
  // The machine's budget, not the visitor's: another time, or the CV by mail.
  UPLOADS_PAUSED: HttpStatus.SERVICE_UNAVAILABLE,
} as const satisfies Record<CvUploadErrorCode, HttpStatus>;

const KEY_OF = {
  FILE_TOO_LARGE: 'fileTooLarge',
  FILE_TYPE_REFUSED: 'fileType',
  INVALID_MULTIPART: 'required',
  UPLOAD_CHALLENGE_INVALID: 'uploadFormExpired',
  UPLOADS_PER_FORM_SPENT: 'uploadsPerFormSpent',
  UPLOADS_TOO_MANY: 'uploadsTooMany',
  UPLOADS_PAUSED: 'uploadsPaused',
} as const satisfies Record<CvUploadErrorCode, ValidationKey>;

/**
 * A CV the BFF will not take. The answer carries the validation key the
 * form shows beside the file field, as an INVALID_REQUEST issue would; a
 * network past its hourly budget also learns when to come back (Retry-After).
 */
export class CvUploadException extends HttpException {
  constructor(
    readonly code: CvUploadErrorCode,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super({ code, issues: [{ path: 'cv', message: KEY_OF[code] }] }, STATUS_OF[code]);
  }
}
