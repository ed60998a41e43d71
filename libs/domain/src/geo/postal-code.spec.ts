import { isCompletePostalCode } from './postal-code';

describe('isCompletePostalCode', () => {
  it('is true for four digits, spaces around ignored', () => {
    expect(isCompletePostalCode('4000')).toBe(true);
    expect(isCompletePostalCode(' 1050 ')).toBe(true);
  });

  it('is false for a prefix, a longer number or text', () => {
    for (const text of ['400', '40000', 'L-1234', '4000 Liège', '']) expect(isCompletePostalCode(text)).toBe(false);
  });
});
