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

/** CRM dates are the agency's wall-clock time (Belgium and Luxembourg share it). */
const CRM_TIME_ZONE = 'Europe/Brussels';
const crmClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: CRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a CRM timestamp `YYYY-MM-DD HH:mm:ss` in the agency's time. */
export function crmTimestamp(moment: Date): string {
  const part = Object.fromEntries(crmClock.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part['year']}-${part['month']}-${part['day']} ${part['hour']}:${part['minute']}:${part['second']}`;
}

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
