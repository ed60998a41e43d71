import { formatPhone, phoneHref } from './format-phone';

describe(formatPhone.name, () => {
  it.each([
    ['0475123456', '0475 12 34 56'],
    ['0475/12.34.56', '0475 12 34 56'],
    ['0475-12-34-56', '0475 12 34 56'],
    [' 0475 123 456 ', '0475 12 34 56'],
  ])('groups 10 digits 4-2-2-2: %p', (raw, text) => {
    expect(formatPhone(raw)).toBe(text);
  });

  it.each([
    ['023456789', '023 45 67 89'],
    ['02/345.67.89', '023 45 67 89'],
  ])('groups 9 digits 3-2-2-2: %p', (raw, text) => {
    expect(formatPhone(raw)).toBe(text);
  });

  it.each(['+32 475 12 34 56', '+32475123456', '12345678', '04751234567', '0475 12 34 5x', '(02) 345 67 89', ''])(
    'leaves %p unchanged',
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
