import { thankYouHref, thankYouSubjectOf } from './thank-you-subject';

describe('thankYouHref', () => {
  it("carries the form's property or project to the thank-you page", () => {
    expect(thankYouHref('/fr/merci/offer/', { propertyId: 4101, amount: '250000' })).toBe(
      '/fr/merci/offer/?property=4101',
    );
    expect(thankYouHref('/nl/bedankt/contact-construction/', { projectId: '9001' })).toBe(
      '/nl/bedankt/contact-construction/?project=9001',
    );
  });

  it('leaves the address alone for a form about no property, or a value that is no id', () => {
    expect(thankYouHref('/fr/merci/site-contact/', { firstName: 'Anne' })).toBe('/fr/merci/site-contact/');
    expect(thankYouHref('/fr/merci/site-contact/', { propertyId: '12abc' })).toBe('/fr/merci/site-contact/');
    expect(thankYouHref('/fr/merci/site-contact/', undefined)).toBe('/fr/merci/site-contact/');
  });
});

describe('thankYouSubjectOf', () => {
  it('reads the property or project of the query, and nothing else', () => {
    expect(thankYouSubjectOf({ property: '4101' })).toEqual({ kind: 'property', id: 4101 });
    expect(thankYouSubjectOf({ project: ['9001', '2'] })).toEqual({ kind: 'project', id: 9001 });
    expect(thankYouSubjectOf({ property: '../admin' })).toBeNull();
    expect(thankYouSubjectOf({})).toBeNull();
  });
});
