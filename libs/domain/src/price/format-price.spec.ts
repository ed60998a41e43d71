import { formatPrice } from './format-price';

describe(formatPrice.name, () => {
  it.each([
    [0, '€ 0'],
    [950, '€ 950'],
    [1250, '€ 1.250'],
    [250000, '€ 250.000'],
    [1250000, '€ 1.250.000'],
    [12500000, '€ 12.500.000'],
  ])('whole amount %p → %s', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });

  it('shows cents with a decimal comma only when there are any', () => {
    expect(formatPrice(1250.5)).toBe('€ 1.250,50');
    expect(formatPrice(1250.05)).toBe('€ 1.250,05');
    expect(formatPrice(1250.001)).toBe('€ 1.250');
    expect(formatPrice(999.999)).toBe('€ 1.000');
  });

  it('puts the minus sign after the euro sign', () => {
    expect(formatPrice(-1250)).toBe('€ -1.250');
    expect(formatPrice(-0.5)).toBe('€ -0,50');
  });

  it('never shows a negative zero', () => {
    expect(formatPrice(-0)).toBe('€ 0');
    expect(formatPrice(-0.001)).toBe('€ 0');
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
