import type { PropertyGoal } from '../api/property-queries';
import { priceDisplay } from './price-display';
import { priceLabel, type PriceLabelTexts } from './price-label';

const texts: PriceLabelTexts = {
  priceOnRequest: 'Price on request',
  startingFrom: 'From {price}',
  amountPer: { month: '{price} / month', year: '{price} / year', week: '{price} / week', day: '{price} / day' },
  startingFromPer: {
    month: 'From {price} / month',
    year: 'From {price} / year',
    week: 'From {price} / week',
    day: 'From {price} / day',
  },
  marquee: { new: 'New', option: 'Under option', sold: 'Sold', rented: 'Let', saleAgreed: 'Sale agreed' },
};
const base = {
  price: 950,
  publishPrice: true,
  priceUnit: 0,
  marquee: 0,
  goal: 'sale' as PropertyGoal,
  priceUnitText: null,
};

describe(priceLabel.name, () => {
  it('words a sale price as the amount alone', () => {
    expect(priceLabel(priceDisplay(base, []), texts)).toMatch(/^€\s?950$/);
  });

  it('gives a rent its period, starting-from or not', () => {
    const rent = { ...base, goal: 'rent' as const, priceUnitText: '/ mois' };
    expect(priceLabel(priceDisplay(rent, []), texts)).toMatch(/^€\s?950 \/ month$/);
    expect(priceLabel(priceDisplay({ ...rent, priceUnit: 7 }, []), texts)).toMatch(/^From €\s?950 \/ month$/);
  });

  it('words a hidden price and an ignore-listed marquee', () => {
    expect(priceLabel(priceDisplay({ ...base, publishPrice: false }, []), texts)).toBe('Price on request');
    expect(priceLabel(priceDisplay({ ...base, marquee: 5 }, [5]), texts)).toBe('Sale agreed');
  });
});
