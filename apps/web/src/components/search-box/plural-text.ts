// The search box counts results in the browser, where no dictionary is
// shipped. The server renders a plural message once per form it has
// (=0, one, other) and the browser picks the form with Intl.PluralRules,
// which every browser has: no ICU parser in the bundle. The count is written
// in the site's one number style (formatNumber), as every other number.

import { formatNumber } from '@immo/domain';

/** A plural message's forms; `other` holds `#` where the number goes. */
export interface PluralText {
  zero: string;
  one: string;
  other: string;
}

// Large and odd enough never to appear in a message by chance.
const SENTINEL = 7_654_321;

/** Server side: the forms of one message, from a translator `(count) => text`. */
export function pluralTextFrom(locale: string, translate: (count: number) => string): PluralText {
  const sentinel = new Intl.NumberFormat(locale).format(SENTINEL);
  return { zero: translate(0), one: translate(1), other: translate(SENTINEL).replace(sentinel, '#') };
}

/** Browser side: the text for `count`. */
export function formatPlural(text: PluralText, count: number, locale: string): string {
  if (count === 0) return text.zero;
  if (new Intl.PluralRules(locale).select(count) === 'one') return text.one;
  return text.other.replace('#', formatNumber(count));
}
