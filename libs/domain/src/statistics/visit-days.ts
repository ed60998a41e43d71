// Visit statistics count calendar days of the agency, in Belgian time: a view
// at 00:30 in Brussels belongs to that day even though it is still the
// previous day in UTC (and 23:30 UTC is already tomorrow half of the year).
import { parseCalendarDate } from '../format/calendar-date';

/** The agency's time zone (Belgium and Luxembourg share it). */
export const STATISTICS_TIME_ZONE = 'Europe/Brussels';

/** A day as `YYYY-MM-DD`. */
export type IsoDay = string;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATISTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Brussels calendar day an instant falls on. */
export function statisticsDayOf(instant: Date): IsoDay {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whether a string is an existing `YYYY-MM-DD` day (2026-02-29 is not). */
export function isIsoDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && parseCalendarDate(text) !== null;
}

/** The day `count` days after (negative: before) `day`, across months and years. */
export function addDays(day: IsoDay, count: number): IsoDay {
  return fromUtcDate(new Date(toUtcDate(day).getTime() + count * 86_400_000));
}

/** 0 for Monday … 6 for Sunday: Belgian weeks start on Monday. */
export function weekdayFromMonday(day: IsoDay): number {
  return (toUtcDate(day).getUTCDay() + 6) % 7;
}

/** The Monday of `day`'s week (Belgian weeks start on Monday). */
export function weekStartOf(day: IsoDay): IsoDay {
  return addDays(day, -weekdayFromMonday(day));
}

function toUtcDate(day: IsoDay): Date {
  const date = parseCalendarDate(day);
  if (!date || !isIsoDay(day)) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function fromUtcDate(date: Date): IsoDay {
  return date.toISOString().slice(0, 10);
}
