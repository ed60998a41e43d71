import { offerAdvance } from './offer-advance';

describe(offerAdvance.name, () => {
  it('is 10 % of the offered price, to the cent', () => {
    expect(offerAdvance(325000)).toBe(32500);
    expect(offerAdvance(199999.99)).toBe(20000);
    expect(offerAdvance(1234.56)).toBe(123.46);
  });
});
