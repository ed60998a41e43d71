import type { PropertyGoal } from '../api/property-queries';
import { stripAccents } from '../text/strip-accents';

/** What a rent is paid for; the web translates it ('/ month', '/ mois', …). */
export const rentPeriods = ['month', 'year', 'week', 'day'] as const;
export type RentPeriod = (typeof rentPeriods)[number];

// The CRM's PriceUnitText is free text in the agent's language ('/ mois' in
// the sample). Whole words only, so 'an' does not match inside 'maand'.
const PERIOD_WORDS: ReadonlyArray<readonly [RentPeriod, RegExp]> = [
  ['year', /\b(an|annee|annuel|jaar|jaarlijks|year|yearly|annual|jahr|jahrlich|p\.?a)\b/],
  ['week', /\b(semaine|week|woche)\b/],
  ['day', /\b(jour|nuit|dag|nacht|day|night|tag)\b/],
  ['month', /\b(mois|mensuel|maand|maandelijks|month|monthly|monat|monatlich)\b/],
];

/**
 * The period a property's price is for. A sale price is for the property
 * (null). A rent is monthly, as Belgian and Luxembourg leases are, unless the
 * CRM's unit text names another period ('/ an' for a yearly office rent).
 * Unknown text is not shown as is: it is in the agent's language, not the
 * visitor's.
 */
export function rentPeriod(goal: PropertyGoal, priceUnitText: string | null | undefined): RentPeriod | null {
  if (goal === 'sale') return null;
  const text = stripAccents(priceUnitText ?? '').toLowerCase();
  for (const [period, words] of PERIOD_WORDS) {
    if (words.test(text)) return period;
  }
  return 'month';
}
