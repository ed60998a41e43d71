import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { validationKeys } from '@immo/domain';
import nl from '../../messages/nl.json';
import nlAgency from '../../messages/nl-agency.json';
import { type MessageTree } from './deep-merge';
import { getMessages } from './get-messages';
import { leafEntries } from './leaf-entries';

const translations = (['nl', 'fr', 'de'] as const).map((locale) => [locale, getMessages(locale)] as const);
const english = new Map(leafEntries(getMessages('en')));

/** Arguments and rich-text tags a message expects from its caller. */
function argumentNames(elements: readonly MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) argumentNames(element.children, names);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
  }
  return names;
}

describe('dictionaries', () => {
  it.each(translations)('%s has exactly the English keys', (_locale, messages) => {
    expect(
      leafEntries(messages)
        .map(([path]) => path)
        .sort(),
    ).toEqual([...english.keys()].sort());
  });

  it('the Dutch agency override only overrides keys of the full Dutch dictionary', () => {
    const dutchPaths = new Set(leafEntries(nl).map(([path]) => path));
    expect(
      leafEntries(nlAgency)
        .map(([path]) => path)
        .filter((path) => !dutchPaths.has(path)),
    ).toEqual([]);
  });

  it.each(translations)('%s uses the same placeholders as English', (_locale, messages) => {
    const mismatches = leafEntries(messages).filter(([path, message]) => {
      const source = english.get(path) ?? '';
      return [...argumentNames(parse(source))].sort().join() !== [...argumentNames(parse(message))].sort().join();
    });
    expect(mismatches).toEqual([]);
  });

  it.each([['en', getMessages('en')] as const, ...translations, ['nl-agency', nlAgency] as const])(
    '%s parses as ICU with an `other` case in every plural and select',
    (_locale, messages) => {
      for (const [path, message] of leafEntries(messages)) {
        expect(() => parse(message, { requiresOtherClause: true })).not.toThrow();
        expect({ path, empty: message.trim() === '' }).toEqual({ path, empty: false });
      }
    },
  );

  it('has no dots in keys, which next-intl reads as nesting', () => {
    const dotted = (tree: MessageTree): string[] =>
      Object.entries(tree).flatMap(([key, value]) => [
        ...(key.includes('.') ? [key] : []),
        ...(typeof value === 'string' ? [] : dotted(value)),
      ]);
    expect(dotted(getMessages('en'))).toEqual([]);
  });

  it('translates every validation key of @immo/domain', () => {
    const validation = getMessages('en').Validation as Record<string, string>;
    expect(validationKeys.filter((key) => !(key in validation))).toEqual([]);
  });
});
