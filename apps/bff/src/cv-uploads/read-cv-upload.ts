// A CV arrives alone, as multipart/form-data with one file part, before the
// rent application that names it (see cv-uploads.controller.ts for why).
import type {} from '@fastify/multipart'; // request.parts()
import { CV_MAX_BYTES, cvContentTypes, cvFileType } from '@immo/domain';
import type { FastifyRequest } from 'fastify';
import { CvUploadException } from './cv-upload.exception';

export const CV_PART = 'cv';

// The multipart framing around the file: boundaries, part headers, a file name.
const FRAMING_MAX_BYTES = 64 * 1024;

export interface ReceivedCv {
  /** The visitor's file name, its extension replaced by the one of the content. */
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The most an upload can leave on disk, known before a byte of it is read:
 * its Content-Length (refused with 413 past the limit), or the limit itself
 * for a body sent in chunks. The budgets hold this much while it streams.
 */
export function announcedCvBytes(request: FastifyRequest, maxBytes = CV_MAX_BYTES): number {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + FRAMING_MAX_BYTES) throw new CvUploadException('FILE_TOO_LARGE');
  return Number.isInteger(declared) && declared > 0 ? Math.min(declared, maxBytes) : maxBytes;
}

/**
 * Reads the CV while it streams: past `maxBytes` it is refused (413
 * FILE_TOO_LARGE) as soon as that many bytes have arrived, never after the
 * whole upload, and a declared Content-Length past the limit before a byte
 * is read. Bytes that are no PDF, DOC, DOCX or ODT are refused (415
 * FILE_TYPE_REFUSED) whatever the file's name or announced type.
 */
export async function readCvUpload(request: FastifyRequest, maxBytes = CV_MAX_BYTES): Promise<ReceivedCv> {
  announcedCvBytes(request, maxBytes);
  let cv: ReceivedCv | null = null;
  try {
    // Busboy stops a file one byte past its limit, so exactly maxBytes passes and one more is seen.
    const parts = request.parts({ limits: { fileSize: maxBytes + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3 } });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== CV_PART || cv !== null) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) throw new CvUploadException('FILE_TOO_LARGE');
        chunks.push(chunk);
      }
      cv = receivedCv(part.filename, Buffer.concat(chunks, size));
    }
  } catch (error) {
    if (error instanceof CvUploadException) throw error;
    if (isFileTooLarge(error)) throw new CvUploadException('FILE_TOO_LARGE');
    throw new CvUploadException('INVALID_MULTIPART');
  }
  if (cv === null) throw new CvUploadException('INVALID_MULTIPART');
  return cv;
}

function receivedCv(fileName: string, bytes: Buffer): ReceivedCv {
  const type = cvFileType(bytes);
  if (type === null) throw new CvUploadException('FILE_TYPE_REFUSED');
  return { fileName: attachmentName(fileName, type), contentType: cvContentTypes[type], bytes };
}

/** The visitor's file name, cleaned for a mail header, with the extension its content deserves. */
export function attachmentName(fileName: string, extension: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 100);
  return `${base === '' ? 'cv' : base}.${extension}`;
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}
