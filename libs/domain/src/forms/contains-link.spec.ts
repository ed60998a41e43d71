import { containsLink } from './contains-link';

describe(containsLink.name, () => {
  it.each([
    'Look: https://evil.example/win',
    'go to www.cheap-pills.biz now',
    'bit.ly/abc',
    't.co/abc',
    'write to prize@lottery.com',
    'HTTP://EXAMPLE.BE',
    'see example.be',
    // Bare domain names, however they end or are disguised.
    'Buy cheap pills at pills-shop.example',
    'Buy cheap pills at pills-shop.example.',
    'pills-shop.example. Now!',
    'PILLS-SHOP.EXAMPLE',
    'pills_shop.example',
    'pills-shop．example',
    'pills-shop。example',
    'pills-shop[.]example',
    'pills-shop (dot) example',
    'pills-shop.exa\u200Bmple',
    'pills\u00ADshop.example',
    'пилюли.рф',
    'shop.xn--p1ai',
    'mail.pills-shop.example',
  ])('finds a link or a domain name in %p', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'Regarde cette maison, elle a un grand jardin. Bisous',
    'Prix: 325.000 €, 3 ch.',
    'Rdv à 14.30 ? Dis-moi.',
    'Jean-Marie Van den Bossche',
    'M.Dupont',
    'Cf. p.ex. la cave',
    '',
  ])('leaves ordinary text alone: %p', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
