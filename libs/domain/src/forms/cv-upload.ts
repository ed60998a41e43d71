// No zod here: the rent application's CV field loads this with the page, and a
// schema built as a module loads brings zod into the first load. The schemas
// are in cv-upload-schema.ts.

export const CV_MAX_BYTES = 10 * 1024 * 1024;

// What one stranger may make us keep (docs/decisions.md, "Abuse budgets").
// A visitor sends one CV, and may replace a wrong file; a bot sends hundreds.

/** Uploads one captcha challenge buys: the CV, and two replacements of a wrong file. */
export const CV_UPLOADS_PER_CHALLENGE = 3;
/** Files one network (budgetNetwork) may upload in an hour, claimed by an application or not. */
export const CV_UPLOADS_PER_NETWORK_PER_HOUR = 10;
/** Bytes one network may upload in an hour: five CVs of the largest size. */
export const CV_UPLOAD_BYTES_PER_NETWORK_PER_HOUR = 50 * 1024 * 1024;
export const CV_UPLOAD_BUDGET_WINDOW_MS = 60 * 60 * 1000;
/** The request header naming the form's captcha challenge (its token): an upload is bound to it before a byte is read. */
export const CV_UPLOAD_CHALLENGE_HEADER = 'x-captcha-token';

/** An upload as the network's budget counts it. */
export interface CountedUpload {
  createdAt: Date;
  size: number;
}

/**
 * How long a network must wait before `bytes` more fit its hourly budget
 * (files and bytes); 0 when they fit now. Past uploads leave the window
 * oldest first, so the wait is until the oldest one that must leave has.
 */
export function cvUploadWaitMs(recent: readonly CountedUpload[], bytes: number, now: Date): number {
  const windowStart = now.getTime() - CV_UPLOAD_BUDGET_WINDOW_MS;
  const counted = recent
    .filter((upload) => upload.createdAt.getTime() > windowStart)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let files = counted.length;
  let total = counted.reduce((sum, upload) => sum + upload.size, 0);
  for (let leaving = 0; leaving <= counted.length; leaving += 1) {
    if (files < CV_UPLOADS_PER_NETWORK_PER_HOUR && total + bytes <= CV_UPLOAD_BYTES_PER_NETWORK_PER_HOUR) {
      const last = counted[leaving - 1];
      return last === undefined ? 0 : Math.max(1, last.createdAt.getTime() - windowStart);
    }
    const next = counted[leaving];
    if (next === undefined) break;
    files -= 1;
    total -= next.size;
  }
  // More than the whole budget at once: never, which the caller's size limit rules out.
  return CV_UPLOAD_BUDGET_WINDOW_MS;
}
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx', 'odt'] as const;
export type CvExtension = (typeof CV_EXTENSIONS)[number];
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
] as const;
