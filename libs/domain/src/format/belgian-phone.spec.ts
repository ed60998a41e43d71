import { formatBelgianPhone } from './belgian-phone';

describe(formatBelgianPhone.name, () => {
  it.each([
    ['0475123456', '0475 12 34 56'],
    ['0475/12.34.56', '0475 12 34 56'],
    ['+32 475 12 34 56', '0475 12 34 56'],
    ['+32475123456', '0475 12 34 56'],
    ['0032 475 12 34 56', '0475 12 34 56'],
    ['+32 (0)475 12 34 56', '0475 12 34 56'],
  ])('reads a mobile %p as %p', (raw, text) => {
    expect(formatBelgianPhone(raw)).toBe(text);
  });

  it.each([
    ['026401234', '02 640 12 34'],
    ['+32 2 640 12 34', '02 640 12 34'],
    ['09/123.45.67', '09 123 45 67'],
    ['050123456', '050 12 34 56'],
    ['+32 50 12 34 56', '050 12 34 56'],
  ])('reads a landline %p as %p, by its zone', (raw, text) => {
    expect(formatBelgianPhone(raw)).toBe(text);
  });

  it.each(['+33 1 23 45 67 89', '+352 621 123 456', 'call me', '12345', ''])('leaves %p as typed', (raw) => {
    expect(formatBelgianPhone(raw)).toBe(raw);
  });
});
