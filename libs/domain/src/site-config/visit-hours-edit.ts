// The console's form for online visit booking's hours (site_settings.visit_hours):
// each weekday as `10:00-12:00, 14:00-17:00`, refused when two ranges of a day
// overlap, since the slots computed from them would be offered twice.
import { z } from 'zod';
import { clockMinutes, type TVisitHours, WEEKDAYS, type Weekday, ZVisitHoursSchema } from '../visits/visit-hours';
import { checkbox, integerBox, optionalBox, type SiteConfigErrorKey } from './site-config-fields';

const RANGE = /^([01]\d|2[0-3]):[0-5]\d\s*-\s*([01]\d|2[0-3]):[0-5]\d$/;

export interface ClockRange {
  from: string;
  to: string;
}

/** `10:00-12:00, 14:00-17:00` as ranges; null when a part is not `HH:MM-HH:MM` with from before to. */
export function parseClockRanges(text: string): ClockRange[] | null {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: ClockRange[] = [];
  for (const part of parts) {
    if (!RANGE.test(part)) return null;
    const [from, to] = part.split('-').map((clock) => clock.trim()) as [string, string];
    if (clockMinutes(from) >= clockMinutes(to)) return null;
    ranges.push({ from, to });
  }
  return ranges.sort((a, b) => clockMinutes(a.from) - clockMinutes(b.from));
}

/** True when two ranges share a minute (10:00-12:00 and 11:30-13:00); touching ends (12:00) do not. */
export function rangesOverlap(ranges: readonly ClockRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => clockMinutes(a.from) - clockMinutes(b.from));
  return sorted.some(
    (range, index) => index > 0 && clockMinutes(range.from) < clockMinutes((sorted[index - 1] as ClockRange).to),
  );
}

/** The ranges as the form shows them. */
export function formatClockRanges(ranges: readonly ClockRange[] | undefined): string {
  return (ranges ?? []).map((range) => `${range.from}-${range.to}`).join(', ');
}

const dayBox = optionalBox(200).superRefine((value, context) => {
  const ranges = parseClockRanges(value);
  if (ranges === null) context.addIssue({ code: 'custom', message: 'clockRanges' satisfies SiteConfigErrorKey });
  else if (rangesOverlap(ranges))
    context.addIssue({ code: 'custom', message: 'visitHoursOverlap' satisfies SiteConfigErrorKey });
});

const dateList = optionalBox(5000)
  .refine(
    (value) =>
      value
        .split(/[\s,;]+/)
        .filter(Boolean)
        .every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day))),
    'dateList' satisfies SiteConfigErrorKey,
  )
  .transform((value) => [...new Set(value.split(/[\s,;]+/).filter(Boolean))].sort());

export const ZVisitHoursFormSchema = z
  .object({
    /** Unticked: visits are not booked online (visit_hours NULL). */
    enabled: checkbox,
    weekly: z
      .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayBox])) as Record<Weekday, typeof dayBox>)
      .partial()
      .optional(),
    slotMinutes: integerBox(10, 240),
    visitorsPerSlot: integerBox(1, 50),
    closedDates: dateList,
    changeCutoffHours: integerBox(0, 14 * 24),
    daysAhead: integerBox(1, 120),
    noticeHours: integerBox(0, 14 * 24),
  })
  .transform(({ enabled, weekly, closedDates, ...numbers }): { visitHours: TVisitHours | null } => {
    if (!enabled) return { visitHours: null };
    const days = WEEKDAYS.flatMap((day) => {
      const ranges = parseClockRanges(weekly?.[day] ?? '') ?? [];
      return ranges.length > 0 ? [[day, ranges] as const] : [];
    });
    // The booking's own schema has the last word, so the form never stores what booking would ignore.
    return { visitHours: ZVisitHoursSchema.parse({ weekly: Object.fromEntries(days), closedDates, ...numbers }) };
  });
export type VisitHoursForm = z.input<typeof ZVisitHoursFormSchema>;

/** The stored hours as the form's boxes (the defaults a new configuration starts from when off). */
export function visitHoursFormValues(hours: TVisitHours | null): Record<string, string | boolean> {
  const base = hours ?? {
    weekly: {},
    slotMinutes: 30,
    visitorsPerSlot: 1,
    closedDates: [],
    changeCutoffHours: 24,
    daysAhead: 21,
    noticeHours: 2,
  };
  return {
    enabled: hours !== null,
    ...Object.fromEntries(WEEKDAYS.map((day) => [`weekly.${day}`, formatClockRanges(base.weekly[day])])),
    slotMinutes: String(base.slotMinutes),
    visitorsPerSlot: String(base.visitorsPerSlot),
    closedDates: base.closedDates.join(', '),
    changeCutoffHours: String(base.changeCutoffHours),
    daysAhead: String(base.daysAhead),
    noticeHours: String(base.noticeHours),
  };
}
