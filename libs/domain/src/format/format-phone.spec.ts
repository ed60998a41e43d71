import { formatPhone, phoneHref } from './format-phone';

describe(formatPhone.name, () => {
  it.each([
    ['0475123456', '0475 12 34 56'],
    ['0475/12.34.56', '0475 12 34 56'],
    ['0475-12-34-56', '0475 12 34 56'],
    [' 0475 123 456 ', '0475 12 34 56'],
  ])('groups a mobile 4-2-2-2: %p', (raw, text) => {
    expect(formatPhone(raw)).toBe(text);
  });

  it.each([
    ['023456789', '02 345 67 89'],
    ['02/345.67.89', '02 345 67 89'],
    ['(02) 345 67 89', '02 345 67 89'],
    ['091234567', '09 123 45 67'],
    ['010234567', '010 23 45 67'],
    ['081/22.33.44', '081 22 33 44'],
  ])('groups a landline by its zone: %p', (raw, text) => {
    expect(formatPhone(raw)).toBe(text);
  });

  it.each([
    ['+32475123456', '+32 475 12 34 56'],
    ['+32 (0)475 12 34 56', '+32 475 12 34 56'],
    ['0032 475 12 34 56', '+32 475 12 34 56'],
    ['+32 2 345 67 89', '+32 2 345 67 89'],
    ['+3210234567', '+32 10 23 45 67'],
  ])('writes a Belgian number typed internationally as +32 and its groups: %p', (raw, text) => {
    expect(formatPhone(raw)).toBe(text);
  });

  it.each(['+33 1 23 45 67 89', '+352 621 123 456', '12345678', '04751234567', '0475 12 34 5x', ''])(
    'leaves %p as typed',
    (raw) => {
      expect(formatPhone(raw)).toBe(raw);
    },
  );
});

describe(phoneHref.name, () => {
  it('keeps the digits and a leading +', () => {
    expect(phoneHref('+32 2 640 12 34')).toBe('tel:+3226401234');
    expect(phoneHref('0475 12 34 56')).toBe('tel:0475123456');
    expect(phoneHref('02/640.12.34 (bureau) +1')).toBe('tel:0264012341');
  });
});
