import { parseCalendarDate } from './calendar-date';

/**
 * Day/month/year without padding (`5/3/2026`). A `Date` shows its local
 * calendar day. A string must start with `YYYY-MM-DD`: the CRM writes
 * zone-less calendar dates, which `new Date()` would turn into an instant and
 * possibly the day before, so the date part is taken as written. Anything
 * else throws, so a broken import is noticed instead of showing a wrong date.
 */
export function formatDate(date: Date | string): string {
  if (typeof date !== 'string') {
    if (Number.isNaN(date.getTime())) {
      throw new RangeError('formatDate: invalid Date');
    }
    return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
  }
  const parsed = parseCalendarDate(date);
  if (!parsed) {
    throw new RangeError(`formatDate: '${date}' is not a YYYY-MM-DD date`);
  }
  return `${parsed.day}/${parsed.month}/${parsed.year}`;
}
