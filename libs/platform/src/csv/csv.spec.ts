import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it('keeps plain text and accents as they are', () => {
    expect(csvCell('Liège')).toBe('Liège');
    expect(csvCell('Ærø Ñandú')).toBe('Ærø Ñandú');
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+32 2 123 45 67')).toBe("'+32 2 123 45 67");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('leaves numbers alone, negative ones too', () => {
    expect(csvCell(-250000)).toBe('-250000');
    expect(csvCell(null)).toBe('');
  });

  it('quotes a cell holding the separator, a quote or a line break', () => {
    expect(csvCell('Dupont; Marie')).toBe('"Dupont; Marie"');
    expect(csvCell('dit "Jo"')).toBe('"dit ""Jo"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
  });
});

describe('csvRow', () => {
  it('joins with ; and ends with CRLF', () => {
    expect(csvRow(['a', 1, null, '=x'])).toBe("a;1;;'=x\r\n");
  });
});
