import { thankYouSlugOfSegment, unknownThankYouPage } from './thank-you';

describe('thankYouSlugOfSegment', () => {
  it("reads a language's own slug back to the spec's", () => {
    expect(thankYouSlugOfSegment('estimation-gratuite')).toBe('contact-demand');
    expect(thankYouSlugOfSegment('site-contact')).toBe('site-contact');
    expect(thankYouSlugOfSegment('nothing')).toBeNull();
  });
});

describe('unknownThankYouPage', () => {
  it('gives the language of a thank-you address with an unknown slug, and nothing for other addresses', () => {
    expect(unknownThankYouPage('/fr/merci/nimporte-quoi/')).toBe('fr');
    expect(unknownThankYouPage('/fr/merci/estimation-gratuite/')).toBeNull();
    expect(unknownThankYouPage('/nl/bedankt/site-contact/')).toBeNull();
    expect(unknownThankYouPage('/fr/a-vendre/')).toBeNull();
  });
});
