// The incremental watermark: the highest LastChangedDate a succeeded run has
// applied, in the CRM's own `YYYY-MM-DD HH:mm:ss` local time. Kept as that
// text because the CRM compares it as text (crm/changed-after.ts); it never
// goes through a time zone conversion that could shift it.
import type { DataSource } from 'typeorm';

const CRM_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The watermark of the last succeeded run that has one; null before the first. */
export async function lastWatermark(dataSource: DataSource): Promise<string | null> {
  const [row] = (await dataSource.query(
    `SELECT watermark FROM sync_runs WHERE status = 'succeeded' AND watermark IS NOT NULL ORDER BY id DESC LIMIT 1`,
  )) as { watermark: string }[];
  return row?.watermark ?? null;
}

/** Tracks the highest CRM timestamp seen, starting from the previous watermark. */
export class WatermarkTracker {
  constructor(private highest: string | null) {}

  see(value: unknown): void {
    if (typeof value === 'string' && CRM_TIMESTAMP.test(value) && (this.highest === null || value > this.highest)) this.highest = value;
  }

  get value(): string | null {
    return this.highest;
  }
}
