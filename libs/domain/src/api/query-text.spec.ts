import { isQueryText, queryTextSchema } from './query-text';

describe(isQueryText.name, () => {
  it.each(['Liège|4000', 'V-2025', "l'Orée", 'מגדל', 'e\u0301té', '🏠 villa', 'a\tb', ''])('accepts %j', (value) => {
    expect(isQueryText(value)).toBe(true);
  });

  it.each([
    ['ab\u0000c', 'a NUL byte'],
    ['\u0007', 'a bell'],
    ['a\u001bb', 'an escape'],
    ['\u007f', 'DEL'],
    ['\u0085', 'a C1 control'],
    ['Villa \ud83c', 'the first half of an emoji alone'],
    ['\udc00x', 'a second half alone'],
  ])('rejects %j (%s)', (value) => {
    expect(isQueryText(value)).toBe(false);
  });
});

describe(queryTextSchema.name, () => {
  const schema = queryTextSchema(5);

  it('keeps valid text', () => {
    expect(schema.parse('Uccle')).toBe('Uccle');
  });

  it('rejects text that is too long or not text', () => {
    expect(schema.safeParse('Ixelles').success).toBe(false);
    expect(schema.safeParse('a\u0000').success).toBe(false);
    expect(schema.safeParse(['a']).success).toBe(false);
  });
});
