import { containsLink } from './contains-link';

describe(containsLink.name, () => {
  it.each([
    'Look: https://evil.example/win',
    'go to www.cheap-pills.biz now',
    'bit.ly/abc',
    'write to prize@lottery.com',
    'HTTP://EXAMPLE.BE',
    'see example.be',
  ])('finds a link in %p', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'Regarde cette maison, elle a un grand jardin. Bisous',
    'Prix: 325.000 €, 3 ch.',
    'Rdv à 14.30 ? Dis-moi.',
    '',
  ])('leaves ordinary text alone: %p', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
