import { z } from 'zod';
import { requiredText, whenValid } from './fields';

export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx', 'odt'] as const;
export type CvExtension = (typeof CV_EXTENSIONS)[number];
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
] as const;

// Some browsers report no type (or a generic one) for Office files; the
// extension then decides, and the server checks the content anyway.
const UNKNOWN_MIME_TYPES: readonly string[] = ['', 'application/octet-stream'];

/** What the browser tells us about a CV before it is uploaded. */
export const ZCvUploadSchema = z
  .object({
    fileName: requiredText('required', 255),
    size: z.number({ error: 'required' }).int().nonnegative().max(CV_MAX_BYTES, 'fileTooLarge'),
    mimeType: z.string().trim().toLowerCase(),
  })
  .refine(
    (file) => {
      const extension = /\.([a-z0-9]+)$/i.exec(file.fileName)?.[1]?.toLowerCase() ?? '';
      const knownExtension = (CV_EXTENSIONS as readonly string[]).includes(extension);
      const knownType = (CV_MIME_TYPES as readonly string[]).includes(file.mimeType);
      return knownExtension && (knownType || UNKNOWN_MIME_TYPES.includes(file.mimeType));
    },
    { message: 'fileType', path: ['mimeType'], when: whenValid('fileName', 'mimeType') },
  );
export type TCvUpload = z.infer<typeof ZCvUploadSchema>;

/** `POST /api/forms/rent-application/cv` 201: the stored CV, named by the rent application's `cvUploadId`. */
export interface CvUploadDto {
  uploadId: string;
  fileName: string;
  size: number;
}
