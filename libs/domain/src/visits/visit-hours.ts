// Online visit booking (spec §4 Appointments): the agency's visit hours, as
// configured in the site configuration, and the slots they open. Slots are
// Brussels wall-clock times (a visit at 10:00 is at 10:00 in Belgium in
// winter and in summer); the instants they stand for are computed per day,
// so the days the clocks change have the right ones.
import { z } from 'zod';
import { addDays, statisticsDayOf, weekdayFromMonday, type IsoDay, isIsoDay } from '../statistics/visit-days';
import { isOnOffer } from '../property/goal-and-marquee';

export const VISIT_TIME_ZONE = 'Europe/Brussels';
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const ZClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** Minutes since midnight of an `HH:MM`. */
export function clockMinutes(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

export const ZOpeningRangeSchema = z
  .object({ from: ZClockSchema, to: ZClockSchema })
  .refine((range) => clockMinutes(range.from) < clockMinutes(range.to), 'from before to');

export const ZVisitHoursSchema = z.object({
  /** Opening ranges per weekday ('mon' … 'sun'); a day without ranges has no visits. */
  weekly: z.partialRecord(z.enum(WEEKDAYS), z.array(ZOpeningRangeSchema).max(6)),
  slotMinutes: z.number().int().min(10).max(240),
  /** Visitors one slot takes: each has a seat; the database refuses seat N+1. */
  visitorsPerSlot: z.number().int().min(1).max(50),
  /** Days without visits (holidays), `YYYY-MM-DD` in Brussels. */
  closedDates: z.array(z.string().refine(isIsoDay, 'YYYY-MM-DD')).max(400).default([]),
  /** A visitor may cancel or move a visit until this many hours before it starts. */
  changeCutoffHours: z
    .number()
    .int()
    .min(0)
    .max(14 * 24),
  /** How many days ahead, today included, slots are offered. */
  daysAhead: z.number().int().min(1).max(120),
  /** The earliest slot offered starts at least this many hours from now (the agent must see the booking). */
  noticeHours: z
    .number()
    .int()
    .min(0)
    .max(14 * 24)
    .default(2),
});
export type TVisitHours = z.output<typeof ZVisitHoursSchema>;

/** One bookable time; instants as ISO strings (JSON as it travels). */
export interface VisitSlot {
  start: string;
  end: string;
  /** The Brussels day, for grouping. */
  day: IsoDay;
  /** Seats left. */
  free: number;
}

/** Seats taken per slot start (epoch milliseconds). */
export type TakenSeats = ReadonlyMap<number, number>;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: VISIT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClockOf(instant: Date): { day: IsoDay; minutes: number } {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts['year']}-${parts['month']}-${parts['day']}`,
    minutes: Number(parts['hour']) * 60 + Number(parts['minute']),
  };
}

/**
 * The instant a Brussels wall-clock time stands for, or null when the clocks
 * skip it (02:00-03:00 on the last Sunday of March). A time that happens twice
 * (the October hour) is its first occurrence, in summer time.
 */
export function brusselsInstant(day: IsoDay, minutes: number): Date | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, 0, minutes);
  // Brussels is UTC+2 in summer, UTC+1 in winter: try the earlier instant first.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const clock = wallClockOf(candidate);
    if (clock.day === day && clock.minutes === minutes) return candidate;
  }
  return null;
}

/** Every slot of one Brussels day, booked or not (closed days and the notice aside). */
function slotsOfDay(hours: TVisitHours, day: IsoDay): { start: Date; end: Date }[] {
  const ranges = hours.weekly[WEEKDAYS[weekdayFromMonday(day)] as Weekday] ?? [];
  const slots: { start: Date; end: Date }[] = [];
  for (const range of ranges) {
    const last = clockMinutes(range.to) - hours.slotMinutes;
    for (let minutes = clockMinutes(range.from); minutes <= last; minutes += hours.slotMinutes) {
      const start = brusselsInstant(day, minutes);
      // A slot lasts its minutes in real time, also across the hour the clocks change.
      if (start) slots.push({ start, end: new Date(start.getTime() + hours.slotMinutes * 60_000) });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The slots still open to booking from `now`: within daysAhead, after the notice, not on closed days, with a seat free. */
export function bookableSlots(hours: TVisitHours, now: Date, taken: TakenSeats = new Map()): VisitSlot[] {
  const today = statisticsDayOf(now);
  const earliest = now.getTime() + hours.noticeHours * 3_600_000;
  const closed = new Set(hours.closedDates);
  const slots: VisitSlot[] = [];
  for (let offset = 0; offset < hours.daysAhead; offset += 1) {
    const day = addDays(today, offset);
    if (closed.has(day)) continue;
    for (const { start, end } of slotsOfDay(hours, day)) {
      if (start.getTime() < earliest) continue;
      const free = hours.visitorsPerSlot - (taken.get(start.getTime()) ?? 0);
      if (free > 0) slots.push({ start: start.toISOString(), end: end.toISOString(), day, free });
    }
  }
  return slots;
}

/** The slot starting at `start` when it may be booked now (seats aside), else null. */
export function offeredSlot(hours: TVisitHours, now: Date, start: Date): VisitSlot | null {
  return bookableSlots(hours, now).find((slot) => Date.parse(slot.start) === start.getTime()) ?? null;
}

/** Whether a visitor may still cancel or move a visit starting at `start`. */
export function canChangeVisit(hours: Pick<TVisitHours, 'changeCutoffHours'>, now: Date, start: Date): boolean {
  return now.getTime() <= start.getTime() - hours.changeCutoffHours * 3_600_000;
}

/** The instant until which a visit starting at `start` may be cancelled or moved. */
export function visitChangeDeadline(hours: Pick<TVisitHours, 'changeCutoffHours'>, start: Date): Date {
  return new Date(start.getTime() - hours.changeCutoffHours * 3_600_000);
}

export interface BookableProperty {
  marquee: number;
  withdrawn: boolean;
}

/** Visits are never booked on a sold, rented or withdrawn property. */
export function isPropertyBookable(property: BookableProperty): boolean {
  return !property.withdrawn && isOnOffer(property.marquee);
}
