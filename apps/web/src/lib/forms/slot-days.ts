// Free visit slots as the picker shows them: grouped by Brussels day, each
// day and time worded in the visitor's language, in Brussels time (where the
// property is), whatever the visitor's own time zone.
import { type Locale, VISIT_TIME_ZONE, type VisitSlot } from '@immo/domain';

export interface SlotOption {
  /** The slot's start instant: the value the form posts. */
  value: string;
  /** '10:00 – 10:30'. */
  label: string;
  free: number;
  /** 'Two places left', when a slot takes more than one visitor (worded by the caller). */
  note?: string;
}

/** The slot picker's own texts. */
export interface SlotPickerTexts {
  legend: string;
  hint: string;
}

export interface SlotDay {
  day: string;
  /** 'Monday 30 March'. */
  label: string;
  slots: SlotOption[];
}

/** Belgian conventions for the site's languages (24-hour clock everywhere). */
const LANGUAGE_TAGS: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB', de: 'de-BE' };

function formats(locale: Locale) {
  const tag = LANGUAGE_TAGS[locale];
  return {
    day: new Intl.DateTimeFormat(tag, { timeZone: VISIT_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }),
    date: new Intl.DateTimeFormat(tag, {
      timeZone: VISIT_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    time: new Intl.DateTimeFormat(tag, {
      timeZone: VISIT_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
}

/** A slot's times, '10:00 – 10:30'. */
export function slotTimeLabel(slot: Pick<VisitSlot, 'start' | 'end'>, locale: Locale): string {
  const { time } = formats(locale);
  return `${time.format(new Date(slot.start))} – ${time.format(new Date(slot.end))}`;
}

/** A visit's date and start time in full, for sentences: { date: 'lundi 30 mars 2026', time: '10:00' }. */
export function visitMoment(start: string, locale: Locale): { date: string; time: string } {
  const { date, time } = formats(locale);
  const instant = new Date(start);
  return { date: date.format(instant), time: time.format(instant) };
}

/** `seatsNote` words the places left of a slot with more than one (null: say nothing). */
export function slotDays(
  slots: readonly VisitSlot[],
  locale: Locale,
  seatsNote: (free: number) => string | null = () => null,
): SlotDay[] {
  const { day: dayFormat } = formats(locale);
  const days: SlotDay[] = [];
  for (const slot of slots) {
    let current = days[days.length - 1];
    if (current?.day !== slot.day) {
      current = { day: slot.day, label: dayFormat.format(new Date(slot.start)), slots: [] };
      days.push(current);
    }
    const note = slot.free > 1 ? seatsNote(slot.free) : null;
    current.slots.push({
      value: slot.start,
      label: slotTimeLabel(slot, locale),
      free: slot.free,
      ...(note ? { note } : {}),
    });
  }
  return days;
}
