import { HttpException, HttpStatus } from '@nestjs/common';

export type CvUploadErrorCode = 'FILE_TOO_LARGE' | 'FILE_TYPE_REFUSED' | 'INVALID_MULTIPART';

const STATUS_OF = {
  FILE_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  FILE_TYPE_REFUSED: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  INVALID_MULTIPART: HttpStatus.BAD_REQUEST,
} as const satisfies Record<CvUploadErrorCode, HttpStatus>;

const KEY_OF = { FILE_TOO_LARGE: 'fileTooLarge', FILE_TYPE_REFUSED: 'fileType', INVALID_MULTIPART: 'required' } as const satisfies Record<CvUploadErrorCode, string>;

/**
 * A CV the BFF will not take. The answer carries the validation key the
 * form shows beside the file field, as an INVALID_REQUEST issue would.
 */
export class CvUploadException extends HttpException {
  constructor(readonly code: CvUploadErrorCode) {
    super({ code, issues: [{ path: 'cv', message: KEY_OF[code] }] }, STATUS_OF[code]);
  }
}
