import { isPlainWebAddress } from './plain-web-address';
import { seededRandom as random } from '../testing/seeded-random';

const SITE = 'https://site.invalid';

/** What safeHttpUrl would answer through the parser for a link it returns without one. */
function parsersAnswer(text: string): string | null {
  try {
    if (text.startsWith('/')) {
      const url = new URL(text, SITE);
      return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : null;
    }
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

// Each list starts with the plain pieces, which the generator draws most.
const SCHEMES = [
  'https://',
  '/',
  'http://',
  'HTTPS://',
  'Http://',
  'ftp://',
  'javascript://',
  'https:/',
  'https:',
  '',
  '//',
  '/\\',
];
const LABELS = [
  'cdn',
  'a',
  'example',
  'be',
  'a-',
  '-a',
  'a--b',
  'xn--nxasmq6b',
  'xn--a',
  '0x7f',
  '127',
  '1',
  'A',
  'é',
  '',
  'x'.repeat(64),
];
const HOST_ENDINGS = ['', ':443', ':80', ':8080', ':', '.', '@evil.example', '\\'];
const SEGMENTS = [
  'a',
  'photo_1.jpg',
  '~x',
  '',
  '...',
  '.a',
  'a.',
  '.',
  '..',
  '%2e',
  '%2E%2E',
  'a b',
  'é',
  '\\',
  '|',
  '{',
  '`',
  '^',
  '%41',
  ';x',
  '\t',
  '\n',
  '@',
  ':',
];
const QUERIES = [
  '',
  '?w=800&h=600',
  '?x=..',
  '?v=1?2',
  '?',
  '?a=/../',
  "?q='",
  '?q="',
  '?é',
  '?%zz',
  '?a b',
  '#top',
  '?a#b',
];

describe(isPlainWebAddress.name, () => {
  it('takes the photo links the CRM sends', () => {
    for (const link of [
      '/sample-photos/house-1.svg',
      'https://cdn.example.com/photos/4101/1_large.jpg',
      'http://photos.agency-example.be/a/b/c.jpeg?w=800&h=600',
      'https://localhost/x',
    ])
      expect({ link, plain: isPlainWebAddress(link) }).toEqual({ link, plain: true });
  });

  it('leaves to the parser what it would change or refuse', () => {
    for (const link of [
      'HTTPS://cdn.example.com/a.jpg',
      'https://CDN.example.com/a.jpg',
      'https://cdn.example.com',
      'https://cdn.example.com:443/a.jpg',
      'https://user@cdn.example.com/a.jpg',
      'https://127.0.0.1/a.jpg',
      'https://0x7f.1/a.jpg',
      'https://xn--a.com/a.jpg',
      'https://cdn.example.com./a.jpg',
      'https://cdn.example.com/a/../b.jpg',
      '/a/./b.jpg',
      '/.//evil.example',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      '/plan de masse.pdf',
      '/photo.jpg?',
      '/photo.jpg#top',
      '/%2e%2e/a.jpg',
      'javascript:alert(1)',
      'photo.jpg',
    ])
      expect({ link, plain: isPlainWebAddress(link) }).toEqual({ link, plain: false });
  });

  it('only takes links the parser gives back unchanged, on 30,000 generated ones', () => {
    const next = random(42);
    const pick = (list: readonly string[]) => list[Math.floor(next() ** 3 * list.length)] as string;
    let taken = 0;
    for (let index = 0; index < 30_000; index += 1) {
      const scheme = pick(SCHEMES);
      const host = scheme.endsWith('//')
        ? Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(LABELS)).join('.') + pick(HOST_ENDINGS)
        : '';
      const path = Array.from(
        { length: Math.floor(next() * 4) + (next() < 0.9 ? 1 : 0) },
        () => `/${pick(SEGMENTS)}`,
      ).join('');
      const link = `${scheme}${host}${path}${pick(QUERIES)}`;
      if (!isPlainWebAddress(link)) continue;
      taken += 1;
      expect({ link, answer: parsersAnswer(link) }).toEqual({ link, answer: link });
    }
    // Enough taken for the check to mean something.
    expect(taken).toBeGreaterThan(1_000);
  });
});
