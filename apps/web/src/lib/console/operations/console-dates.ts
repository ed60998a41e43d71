// The console's instants in Brussels time, written the operator's language's way.
import type { Locale } from '@immo/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, {
      timeZone: 'Europe/Brussels',
      ...options,
    });
    formats.set(key, found);
  }
  return found;
}

/** '2026-03-09T13:00:00.000Z' → '9 Mar 2026, 14:00' in English, '9 mrt 2026 14:00' in Dutch. */
export function consoleDateTime(instant: string, locale: Locale): string {
  return format(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));
}

/** A Brussels calendar day ('2026-03-09') with its weekday: 'Mon 9 Mar'. */
export function consoleDay(day: string, locale: Locale): string {
  // Noon UTC falls on the same calendar day in Brussels.
  return format(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T12:00:00Z`));
}

/** Seconds between two instants, rounded; null while the second is missing. */
export function durationSeconds(from: string, to: string | null): number | null {
  return to === null ? null : Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
}
