import { HEADER_TEXT_MAX, headerText } from './header-text';

describe(headerText.name, () => {
  it('keeps an ordinary name as typed', () => {
    expect(headerText('Renée Dupont-Lefèvre')).toBe('Renée Dupont-Lefèvre');
  });

  it('cannot start a new header line with CR/LF', () => {
    const text = headerText('Jean\r\nBcc: victim@example.com\nX-Spam: yes');
    expect(text).not.toMatch(/[\r\n]/);
    expect(text).toBe('Jean Bcc: victim@example.com X-Spam: yes');
  });

  it('removes other control, format and separator characters', () => {
    expect(headerText('a\u0000b\u0007c\u007fd\u0085e\u2028f\u2029g\u200bh\u202ei\tj')).toBe('a b c d e f g h i j');
  });

  it('collapses runs of white space, including non-breaking ones, and trims', () => {
    expect(headerText('  Jean \u00a0\u00a0  Dupont  ')).toBe('Jean Dupont');
  });

  it('defuses encoded words so a mail program does not decode them', () => {
    const text = headerText('=?utf-8?B?QmNjOiB4QHkuY29t?= and =?iso-8859-1?Q?=41?=');
    expect(text).not.toMatch(/=\?/);
    expect(text).not.toMatch(/\?=/);
    expect(text).toContain('QmNjOiB4QHkuY29t');
  });

  it('caps long lines with an ellipsis, counting characters rather than UTF-16 units', () => {
    const long = 'é'.repeat(1000);
    expect(Array.from(headerText(long))).toHaveLength(HEADER_TEXT_MAX);
    expect(headerText(long).endsWith('…')).toBe(true);
    const emoji = headerText('😀'.repeat(30), 10);
    expect(Array.from(emoji)).toHaveLength(10);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('leaves text at the limit untouched', () => {
    expect(headerText('a'.repeat(HEADER_TEXT_MAX))).toBe('a'.repeat(HEADER_TEXT_MAX));
  });
});
