import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { crmValueCodes, crmValueKinds, locales, marqueeWords, type Locale } from '@immo/domain';
import { getMessages } from './get-messages';

/** The word a `{value, select, …}` message gives a code ('' when it has no branch for it). */
function word(locale: Locale, kind: keyof ReturnType<typeof getMessages>['CrmValues'], code: string): string {
  const [select] = parse(getMessages(locale).CrmValues[kind]);
  if (select?.type !== TYPE.select) throw new Error(`CrmValues.${kind} is not a select`);
  const branch = select.options[code]?.value ?? [];
  return branch.map((part) => (part.type === TYPE.literal ? part.value : '')).join('');
}

// Every code the domain reads a CRM word as has a word in each language, so
// no page falls back to an empty value or to the agent's language.
describe('CrmValues', () => {
  const cases = locales.flatMap((locale) => [
    ...crmValueKinds.flatMap((kind) => crmValueCodes(kind).map((code) => [locale, kind, code] as const)),
    ...marqueeWords.map((marquee) => [locale, 'marquee' as const, marquee] as const),
  ]);

  it.each(cases)('%s words %s %s', (locale, kind, code) => {
    expect(word(locale, kind, code).trim()).not.toBe('');
  });

  it('words the sample’s values in German, not in French or Dutch', () => {
    expect(word('de', 'heating', 'oil')).toBe('Heizöl');
    expect(word('de', 'asbestos', 'notAsbestosSafe')).toBe('Nicht asbestsicher');
    expect(word('de', 'marquee', 'saleAgreed')).not.toMatch(/Compromis/);
  });
});
