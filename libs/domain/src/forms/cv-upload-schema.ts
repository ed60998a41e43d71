import { z } from 'zod';
import { CV_EXTENSIONS, CV_MAX_BYTES, CV_MIME_TYPES } from './cv-upload';
import { requiredText, whenValid } from './fields';

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
export const ZCvUploadDtoSchema = z.object({
  uploadId: z.string().meta({ format: 'uuid', description: "The rent application's cvUploadId" }),
  fileName: z
    .string()
    .meta({ description: 'The name the agency receives it under, its extension read from the content' }),
  size: z.number().int().meta({ description: 'In bytes' }),
});
export type CvUploadDto = z.infer<typeof ZCvUploadDtoSchema>;
