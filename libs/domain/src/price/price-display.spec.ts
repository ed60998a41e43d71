import { priceDisplay, type PriceDisplayInput } from './price-display';

const listing = (over: Partial<PriceDisplayInput> = {}): PriceDisplayInput => ({
  price: 325000,
  publishPrice: true,
  priceUnit: null,
  marquee: 0,
  ...over,
});

describe(priceDisplay.name, () => {
  it('shows the formatted price', () => {
    expect(priceDisplay(listing(), [])).toEqual({ kind: 'price', text: '€ 325.000' });
  });

  it('shows "starting from" for price unit 7', () => {
    expect(priceDisplay(listing({ priceUnit: 7 }), [])).toEqual({ kind: 'startingFrom', text: '€ 325.000' });
  });

  it('puts the price on request when it is not published or missing', () => {
    expect(priceDisplay(listing({ publishPrice: false }), [])).toEqual({ kind: 'onRequest' });
    expect(priceDisplay(listing({ price: null }), [])).toEqual({ kind: 'onRequest' });
    expect(priceDisplay(listing({ price: null, priceUnit: 7 }), [])).toEqual({ kind: 'onRequest' });
  });

  it('shows the marquee, by its code, for marquee codes on the ignore list', () => {
    const saleAgreed = listing({ marquee: 5 });
    expect(priceDisplay(saleAgreed, [5, 6])).toEqual({ kind: 'marquee', marquee: 'saleAgreed' });
    expect(priceDisplay({ ...saleAgreed, publishPrice: false }, [5])).toEqual({
      kind: 'marquee',
      marquee: 'saleAgreed',
    });
    expect(priceDisplay(listing({ marquee: 2 }), [2])).toEqual({ kind: 'marquee', marquee: 'option' });
  });

  it('ignores marquee codes that are not on the list', () => {
    expect(priceDisplay(listing({ marquee: 3 }), [5])).toEqual({
      kind: 'price',
      text: '€ 325.000',
    });
  });

  it('withholds the price as on request under a listed marquee it cannot word', () => {
    expect(priceDisplay(listing({ marquee: 9 }), [9])).toEqual({ kind: 'onRequest' });
  });

  it('never lets "no marquee" on the list hide every price', () => {
    expect(priceDisplay(listing({ marquee: 0 }), [0])).toEqual({ kind: 'price', text: '€ 325.000' });
  });
});

describe(`${priceDisplay.name} for rent`, () => {
  const rent = (over: Partial<PriceDisplayInput> = {}): PriceDisplayInput => ({
    price: 1050,
    publishPrice: true,
    priceUnit: 0,
    marquee: 0,
    goal: 'rent',
    priceUnitText: '/ mois',
    ...over,
  });

  it('shows a rent per month', () => {
    expect(priceDisplay(rent(), [])).toEqual({ kind: 'price', text: '€ 1.050', period: 'month' });
  });

  it("keeps the period with 'starting from'", () => {
    expect(priceDisplay(rent({ priceUnit: 7 }), [])).toEqual({
      kind: 'startingFrom',
      text: '€ 1.050',
      period: 'month',
    });
  });

  it("follows the CRM's unit when it names another period", () => {
    expect(priceDisplay(rent({ priceUnitText: '/ an' }), [])).toEqual({
      kind: 'price',
      text: '€ 1.050',
      period: 'year',
    });
  });

  it('gives a sale price no period', () => {
    expect(priceDisplay(rent({ goal: 'sale', priceUnitText: '' }), [])).toEqual({ kind: 'price', text: '€ 1.050' });
  });

  it('has no period to show on request or instead of a marquee name', () => {
    expect(priceDisplay(rent({ publishPrice: false }), [])).toEqual({ kind: 'onRequest' });
    expect(priceDisplay(rent({ marquee: 2 }), [2])).toEqual({ kind: 'marquee', marquee: 'option' });
  });
});
