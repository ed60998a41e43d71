// The portal's dates as the site writes them (d/m/yyyy, spec §1), instants in Brussels time.
import { formatDate } from '@immo/domain';

const BRUSSELS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2026-03-09T13:00:00.000Z' → '9/3/2026 14:00' (Brussels). */
export function brusselsDateTime(instant: string): string {
  const parts = Object.fromEntries(BRUSSELS.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${Number(parts['day'])}/${Number(parts['month'])}/${parts['year']} ${parts['hour']}:${parts['minute']}`;
}

/** A calendar day ('2026-11-24') as '24/11/2026'. */
export const calendarDay = (day: string): string => formatDate(day);

/** A calendar day as the graph's short axis label: '24/11'. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
}
