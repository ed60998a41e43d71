import { formatNumber } from '@immo/domain';

// Every number on the site is written the Belgian-Dutch way (formatNumber),
// but an ICU plural's `#` and `{n, number}` follow the language ("1,234" in
// English, "1 234" in French) and next-intl gives no way to change that: its
// formatters are built inside and `formats` only names options, not
// separators. So the numbers a message was given are rewritten in its text.

function languageStyle(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** `text` with each whole number of `values` written in the site's style. */
export function siteNumbersIn(text: string, locale: string, values: unknown): string {
  if (typeof values !== 'object' || values === null) return text;
  let result = text;
  for (const value of Object.values(values)) {
    if (typeof value !== 'number' || !Number.isInteger(value)) continue;
    const written = languageStyle(locale, value);
    const site = formatNumber(value);
    if (written !== site) result = result.split(written).join(site);
  }
  return result;
}

/**
 * The translator `t`, whose messages write the numbers they are given in the
 * site's style; `t.rich`, `t.has` and the rest are `t`'s own.
 */
export function withSiteNumbers<T extends object>(t: T, locale: string): T {
  return new Proxy(t, {
    apply(target, thisArg, args: unknown[]) {
      const text: unknown = Reflect.apply(target as (...a: unknown[]) => unknown, thisArg, args);
      return typeof text === 'string' ? siteNumbersIn(text, locale, args[1]) : text;
    },
  });
}
