import { priceDisplay, type PriceDisplayInput } from './price-display';

const listing = (over: Partial<PriceDisplayInput> = {}): PriceDisplayInput => ({
  price: 325000,
  publishPrice: true,
  priceUnit: null,
  marquee: 0,
  marqueeName: null,
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

  it('shows the marquee name for marquee codes on the ignore list', () => {
    const underOffer = listing({ marquee: 5, marqueeName: 'Sous option' });
    expect(priceDisplay(underOffer, [5, 6])).toEqual({ kind: 'marquee', text: 'Sous option' });
    expect(priceDisplay({ ...underOffer, publishPrice: false }, [5])).toEqual({ kind: 'marquee', text: 'Sous option' });
  });

  it('ignores marquee codes that are not on the list', () => {
    expect(priceDisplay(listing({ marquee: 3, marqueeName: 'Vendu' }), [5])).toEqual({
      kind: 'price',
      text: '€ 325.000',
    });
  });

  it('falls back to the price when a listed marquee has no name', () => {
    expect(priceDisplay(listing({ marquee: 5, marqueeName: '  ' }), [5])).toEqual({ kind: 'price', text: '€ 325.000' });
  });
});

describe(`${priceDisplay.name} for rent`, () => {
  const rent = (over: Partial<PriceDisplayInput> = {}): PriceDisplayInput => ({
    price: 1050,
    publishPrice: true,
    priceUnit: 0,
    marquee: 0,
    marqueeName: null,
    goal: 1,
    priceUnitText: '/ mois',
    ...over,
  });

  it('shows a rent per month', () => {
    expect(priceDisplay(rent(), [])).toEqual({ kind: 'price', text: '€ 1.050', period: 'month' });
  });

  it("keeps the period with 'starting from'", () => {
    expect(priceDisplay(rent({ priceUnit: 7 }), [])).toEqual({ kind: 'startingFrom', text: '€ 1.050', period: 'month' });
  });

  it("follows the CRM's unit when it names another period", () => {
    expect(priceDisplay(rent({ priceUnitText: '/ an' }), [])).toEqual({ kind: 'price', text: '€ 1.050', period: 'year' });
  });

  it('gives a sale price no period', () => {
    expect(priceDisplay(rent({ goal: 0, priceUnitText: '' }), [])).toEqual({ kind: 'price', text: '€ 1.050' });
  });

  it('has no period to show on request or instead of a marquee name', () => {
    expect(priceDisplay(rent({ publishPrice: false }), [])).toEqual({ kind: 'onRequest' });
    expect(priceDisplay(rent({ marquee: 5, marqueeName: 'Option' }), [5])).toEqual({ kind: 'marquee', text: 'Option' });
  });
});
