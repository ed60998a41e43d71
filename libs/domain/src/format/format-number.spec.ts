import { formatNumber } from './format-number';

describe(formatNumber.name, () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1.000'],
    [5612, '5.612'],
    [1234567, '1.234.567'],
  ])('groups thousands with a dot: %p → %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('writes decimals with a comma, at most two by default, without trailing zeros', () => {
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatNumber(7.1)).toBe('7,1');
    expect(formatNumber(2.999)).toBe('3');
    expect(formatNumber(2.25, 1)).toBe('2,3');
  });

  it('keeps the sign of negatives and never shows -0', () => {
    expect(formatNumber(-1250.75)).toBe('-1.250,75');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('refuses what is not a number', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
  });
});
