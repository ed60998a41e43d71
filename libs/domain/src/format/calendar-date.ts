export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// A date as written, optionally followed by a time: the CRM's
// `2026-03-05 14:30:00` and HTML date inputs' `2026-03-05` alike.
const CALENDAR_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?=$|[T\s])/;

/** The calendar date a `YYYY-MM-DD…` string starts with, or null when there is none (2026-02-30 included). */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = CALENDAR_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const exists = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return exists ? { year, month, day } : null;
}

/** Orders two calendar dates without going through time zones. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
