// The facts on a property card are written in the visitor's own number style
// (issue 26: "1.250 m²" in Dutch and German, "1 250 m²" in French, "1,250 m²"
// in English). Cards are rendered on the server only, so server and browser
// never format the same number twice; prices keep the site's Belgian style
// (formatNumber, formatPrice), as the spec asks.
import type { Locale } from '../locale';

const formats = new Map<Locale, Intl.NumberFormat>();

/** `value` in the number style of `locale`, at most one decimal. */
export function formatLocaleNumber(value: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format.format(value);
}
