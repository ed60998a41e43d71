import { withoutLinks } from './without-links';

const removed = '[link removed]';

describe(withoutLinks.name, () => {
  it.each([
    ['Regarde https://spam.example/win?x=1 vite', 'Regarde [link removed] vite'],
    ['see www.spam.be now', 'see [link removed] now'],
    ['bit.ly/abc', removed],
    ['mail me: jean@spam.example', 'mail me: [link removed]'],
    ['full-width: example．com', 'full-width: [link removed]'],
    ['ftp://files.example', removed],
  ])('removes the link in %j', (text, expected) => {
    expect(withoutLinks(text, removed)).toBe(expected);
  });

  it('leaves ordinary text, prices and sentences alone', () => {
    const text = 'Belle maison. Prix 350.000 €, 3,5 km du centre. À bientôt !\nJean';
    expect(withoutLinks(text, removed)).toBe(text);
  });
});
