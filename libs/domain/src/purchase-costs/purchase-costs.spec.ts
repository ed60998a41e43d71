import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../geo/countries';
import { notaryFees } from './notary-fees';
import { purchaseCosts, type PurchaseCostsInput } from './purchase-costs';

const gent: PurchaseCostsInput = {
  zip: '9000',
  countryId: COUNTRY_BELGIUM,
  listedPrice: 555_000,
  homeByDefault: true,
  query: {},
  deedDate: '2026-11-29',
};

describe(purchaseCosts.name, () => {
  it('adds the duty and the notary to the listed price, and lends 80 % of it over 25 years at 3 %', () => {
    const costs = purchaseCosts(gent);
    expect(costs.duty?.amount).toBe(11_100);
    expect(costs.notary).toEqual(notaryFees(555_000));
    expect(costs.total).toBe(555_000 + 11_100 + notaryFees(555_000).total);
    expect(costs.loan).toMatchObject({ amount: 444_000, rate: 3, years: 25 });
    expect(costs.loan.ownFunds).toBeCloseTo((costs.total ?? 0) - 444_000, 2);
  });

  it("follows the visitor's choices", () => {
    const costs = purchaseCosts({ ...gent, query: { ownHome: false, amount: 300_000, rate: 4, years: 20 } });
    expect(costs.duty?.amount).toBe(66_600);
    expect(costs.loan).toMatchObject({ amount: 300_000, rate: 4, years: 20 });
  });

  it('never computes from a price on request, only from one the visitor typed', () => {
    const onRequest = purchaseCosts({ ...gent, listedPrice: null });
    expect(onRequest).toMatchObject({ price: null, duty: null, notary: null, total: null });
    expect(onRequest.loan).toMatchObject({ amount: null, monthly: null });
    expect(purchaseCosts({ ...gent, listedPrice: null, query: { price: 200_000 } }).duty?.amount).toBe(2_133);
  });

  it('does not estimate a Luxembourg notary, and lets two buyers each use their credit', () => {
    const lux = { ...gent, zip: 'L-1212', countryId: COUNTRY_LUXEMBOURG, listedPrice: 900_000 };
    expect(purchaseCosts(lux)).toMatchObject({ notary: null, total: 900_000 + 23_000 });
    expect(purchaseCosts({ ...lux, query: { buyers: 2 } }).duty?.amount).toBe(100);
  });
});
