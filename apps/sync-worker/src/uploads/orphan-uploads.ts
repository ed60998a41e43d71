// An uploaded file lives exactly as long as its lead_uploads row: the row
// goes with its lead (ON DELETE CASCADE, the retention job), or after the
// grace period when no rent application claimed it, and a file whose row is
// gone is deleted here. Files younger than the grace period are left alone:
// the BFF writes a file just before the row that names it.

export const UPLOAD_GRACE_MS = 6 * 60 * 60_000;

const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface UploadFile {
  name: string;
  modifiedAt: Date;
}

/** The files to delete: named like an upload id, older than the grace period, with no row. */
export function orphanUploads(
  files: readonly UploadFile[],
  storedIds: ReadonlySet<string>,
  now: Date,
  graceMs = UPLOAD_GRACE_MS,
): string[] {
  return files
    .filter(
      (file) =>
        UPLOAD_NAME.test(file.name) &&
        !storedIds.has(file.name) &&
        now.getTime() - file.modifiedAt.getTime() >= graceMs,
    )
    .map((file) => file.name);
}
