import { parseAmount } from './parse-amount';

describe(parseAmount.name, () => {
  it.each([
    ['250000', 250000],
    ['250.000', 250000],
    ['1.250.000', 1250000],
    ['250 000', 250000],
    ['€ 1.250,50', 1250.5],
    ['1250,5', 1250.5],
    ['1.5', 1.5],
    ['-100', -100],
  ])('%p is %p', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '1,2,3', '12a', '1..2'])('%p is not an amount', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});
