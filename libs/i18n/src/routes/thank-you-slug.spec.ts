import { localizeThankYouSlug, originalThankYouSlug } from './thank-you-slug';

describe(localizeThankYouSlug.name, () => {
  it('names the two form thank-you pages after the form page', () => {
    expect(localizeThankYouSlug('contact-demand', 'fr')).toBe('estimation-gratuite');
    expect(localizeThankYouSlug('demand-register', 'de')).toBe('suchauftrag');
  });

  it('keeps the other slugs', () => {
    expect(localizeThankYouSlug('sign-newsletter', 'nl')).toBe('sign-newsletter');
  });
});

describe(originalThankYouSlug.name, () => {
  it('reads any language back to the original slug', () => {
    expect(originalThankYouSlug('gratis-schatting')).toBe('contact-demand');
    expect(originalThankYouSlug('recherche')).toBe('demand-register');
    expect(originalThankYouSlug('contact-me')).toBe('contact-me');
  });
});
