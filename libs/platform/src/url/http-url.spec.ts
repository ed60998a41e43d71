import { safeHttpUrl } from './http-url';

describe(safeHttpUrl.name, () => {
  it.each([
    ['https://cdn.example/photos/1.jpg', 'https://cdn.example/photos/1.jpg'],
    ['  HTTP://CDN.example/a.pdf  ', 'http://cdn.example/a.pdf'],
    ['https://cdn.example/plan de masse.pdf', 'https://cdn.example/plan%20de%20masse.pdf'],
    ['/sample-photos/house-1.svg', '/sample-photos/house-1.svg'],
    ['/photos/a.jpg?w=800#top', '/photos/a.jpg?w=800#top'],
  ])('keeps the web address %j', (raw, expected) => {
    expect(safeHttpUrl(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001 javascript:alert(1)',
    'javascript&#58;alert(1)',
    '&#106;avascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example/a.pdf',
    'mailto:a@b.example',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    '/\t/evil.example/a.jpg',
    '/.//evil.example/a.jpg',
    '/a/..//evil.example/a.jpg',
    '/%2e//evil.example/a.jpg',
    'photo.jpg',
    'images/photo.jpg',
    '../photo.jpg',
    'https://',
    '',
    '   ',
  ])('drops %j', (raw) => {
    expect(safeHttpUrl(raw)).toBeNull();
  });

  it('drops what is not text', () => {
    for (const raw of [null, undefined, 42, { href: 'https://a.example' }, ['https://a.example']])
      expect(safeHttpUrl(raw)).toBeNull();
  });

  it('completes a link pasted without scheme only when asked, and only a host name', () => {
    expect(safeHttpUrl('www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(safeHttpUrl('www.youtube.com/watch?v=dQw4w9WgXcQ', { assumeHttps: true })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(safeHttpUrl('my.matterport.com', { assumeHttps: true })).toBe('https://my.matterport.com/');
    expect(safeHttpUrl('javascript:alert(1)', { assumeHttps: true })).toBeNull();
    expect(safeHttpUrl('video/tour.mp4', { assumeHttps: true })).toBeNull();
    expect(safeHttpUrl('javascript&#58;alert(1)', { assumeHttps: true })).toBeNull();
  });
});
