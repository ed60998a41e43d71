import { getMessages } from '@immo/i18n';
import { createTranslator } from 'next-intl';
import { withSiteNumbers } from './site-numbers';

describe(withSiteNumbers.name, () => {
  it.each(['en', 'fr', 'nl', 'de'] as const)('writes a count of 1234 inside a %s plural message as 1.234', (locale) => {
    const t = withSiteNumbers(
      createTranslator({ locale, messages: getMessages(locale), namespace: 'PropertyList' }),
      locale,
    );
    expect(t('count', { count: 1234 })).toContain('1.234');
    expect(t('count', { count: 1234567 })).toContain('1.234.567');
  });

  it('leaves small counts and the message around them as the language writes them', () => {
    const t = withSiteNumbers(
      createTranslator({ locale: 'en', messages: getMessages('en'), namespace: 'PropertyList' }),
      'en',
    );
    expect(t('count', { count: 0 })).toBe('No properties');
    expect(t('count', { count: 1 })).toBe('1 property');
    expect(t('count', { count: 1234 })).toBe('1.234 properties');
  });

  it('keeps the translator’s other methods', () => {
    const t = withSiteNumbers(
      createTranslator({ locale: 'en', messages: getMessages('en'), namespace: 'PropertyList' }),
      'en',
    );
    expect(t.has('count')).toBe(true);
  });
});
