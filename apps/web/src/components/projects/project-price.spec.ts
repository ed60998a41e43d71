import { formatPrice } from '@immo/domain';
import { projectPrice } from './project-price';

describe(projectPrice.name, () => {
  it('shows both ends of a range', () => {
    expect(projectPrice({ priceFrom: 175000, priceTo: 360000 })).toEqual({
      kind: 'range',
      from: formatPrice(175000),
      to: formatPrice(360000),
    });
  });

  it("shows 'from' alone without an upper end or when both are equal", () => {
    expect(projectPrice({ priceFrom: 175000, priceTo: null })).toEqual({ kind: 'from', from: formatPrice(175000) });
    expect(projectPrice({ priceFrom: 175000, priceTo: 175000 })).toEqual({ kind: 'from', from: formatPrice(175000) });
  });

  it('shows nothing without a lower end', () => {
    expect(projectPrice({ priceFrom: null, priceTo: 360000 })).toEqual({ kind: 'none' });
    expect(projectPrice({ priceFrom: 0, priceTo: 0 })).toEqual({ kind: 'none' });
  });
});
