// The portal's dates as the site writes them (d/m/yyyy, spec §1), instants in Brussels time.
import { brusselsDateTimeText, formatDate } from '@immo/domain';

/** '2026-03-09T13:00:00.000Z' → '9/3/2026 14:00' (Brussels): the domain's one formatter of it. */
export const brusselsDateTime = (instant: string): string => brusselsDateTimeText(instant);

/** A calendar day ('2026-11-24') as '24/11/2026'. */
export const calendarDay = (day: string): string => formatDate(day);

/** A calendar day as the graph's short axis label: '24/11'. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
}
