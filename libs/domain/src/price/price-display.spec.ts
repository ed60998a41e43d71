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
