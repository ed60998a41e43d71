import { whatsappLink, whatsappNumber } from './whatsapp-link';

describe(whatsappNumber.name, () => {
  it.each([
    ['+32 475 12 34 56', '32475123456'],
    ['0032 475/12.34.56', '32475123456'],
    ['0475 12 34 56', '32475123456'],
    ['+352 621 123 456', '352621123456'],
    ['352621123456', '352621123456'],
  ])('reads %s as %s', (typed, number) => {
    expect(whatsappNumber(typed)).toBe(number);
  });

  it('gives null without digits', () => {
    expect(whatsappNumber('  ')).toBeNull();
  });
});

describe(whatsappLink.name, () => {
  it('encodes the first message', () => {
    expect(whatsappLink('0475123456', 'Ref. V-1 https://x.be/nl/te-koop/a/b/1/?x=1&y=2')).toBe(
      'https://wa.me/32475123456?text=Ref.%20V-1%20https%3A%2F%2Fx.be%2Fnl%2Fte-koop%2Fa%2Fb%2F1%2F%3Fx%3D1%26y%3D2',
    );
  });

  it('gives no link without a number', () => {
    expect(whatsappLink('', 'hello')).toBeNull();
  });
});
