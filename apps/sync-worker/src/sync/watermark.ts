// The incremental watermark: the highest LastChangedDate a succeeded run has
// applied, in the CRM's own `YYYY-MM-DD HH:mm:ss` local time. Kept as that
// text because the CRM compares it as text (crm/changed-after.ts); it never
// goes through a time zone conversion that could shift it. The last one is
// read, and the run's start written in the same form, by beginSyncRun (@immo/db).

const CRM_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * Tracks the highest CRM timestamp seen, starting from the previous
 * watermark, never past `ceiling` (the run's start): a LastChangedDate in
 * the future would otherwise become the watermark, and every incremental run
 * would ask for changes after it, i.e. none, until that record left the export.
 */
export class WatermarkTracker {
  constructor(
    private highest: string | null,
    private readonly ceiling: string,
  ) {}

  /** Returns the warning for a timestamp after the ceiling (it counts as the ceiling), else null. */
  see(value: unknown): string | null {
    if (typeof value !== 'string' || !CRM_TIMESTAMP.test(value)) return null;
    const future = value > this.ceiling;
    const seen = future ? this.ceiling : value;
    if (this.highest === null || seen > this.highest) this.highest = seen;
    return future
      ? `LastChangedDate ${JSON.stringify(value)} is after the run started: the next incremental run starts from ${this.ceiling}`
      : null;
  }

  get value(): string | null {
    return this.highest;
  }
}
