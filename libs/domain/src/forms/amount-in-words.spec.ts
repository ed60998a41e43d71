import { amountInWords } from './amount-in-words';

describe(amountInWords.name, () => {
  it.each([
    [350000, 'trois cent cinquante mille euros'],
    [1340000, 'un million trois cent quarante mille euros'],
    [275500, 'deux cent septante-cinq mille cinq cents euros'],
    [80, 'quatre-vingts euros'],
    [71, 'septante et un euros'],
    [91, 'nonante et un euros'],
    [1000001, 'un million un euros'],
    [81, 'quatre-vingt-un euros'],
    [80000, 'quatre-vingt mille euros'],
    [200000, 'deux cent mille euros'],
    [2000000, "deux millions d'euros"],
    [280000000, "deux cent quatre-vingts millions d'euros"],
    [21000, 'vingt et un mille euros'],
    [1000, 'mille euros'],
    [1, 'un euro'],
  ])('writes %d in Belgian French', (amount, words) => {
    expect(amountInWords(amount, 'fr')).toBe(words);
  });

  it.each([
    [350000, 'driehonderdvijftigduizend euro'],
    [1340000, 'een miljoen driehonderdveertigduizend euro'],
    [275500, 'tweehonderdvijfenzeventigduizend vijfhonderd euro'],
    [80, 'tachtig euro'],
    [71, 'eenenzeventig euro'],
    [91, 'eenennegentig euro'],
    [1000001, 'een miljoen een euro'],
    [22, 'tweeëntwintig euro'],
    [233000, 'tweehonderddrieëndertigduizend euro'],
  ])('writes %d in Dutch compound words', (amount, words) => {
    expect(amountInWords(amount, 'nl')).toBe(words);
  });

  it.each([
    [350000, 'three hundred and fifty thousand euros'],
    [1340000, 'one million three hundred and forty thousand euros'],
    [275500, 'two hundred and seventy-five thousand five hundred euros'],
    [80, 'eighty euros'],
    [71, 'seventy-one euros'],
    [91, 'ninety-one euros'],
    [1000001, 'one million and one euros'],
    [1, 'one euro'],
  ])('writes %d in English', (amount, words) => {
    expect(amountInWords(amount, 'en')).toBe(words);
  });

  it.each([
    [350000, 'dreihundertfünfzigtausend Euro'],
    [1340000, 'eine Million dreihundertvierzigtausend Euro'],
    [275500, 'zweihundertfünfundsiebzigtausendfünfhundert Euro'],
    [80, 'achtzig Euro'],
    [71, 'einundsiebzig Euro'],
    [91, 'einundneunzig Euro'],
    [1000001, 'eine Million eins Euro'],
    [101000, 'einhunderteintausend Euro'],
    [3000000, 'drei Millionen Euro'],
  ])('writes %d in German compounds', (amount, words) => {
    expect(amountInWords(amount, 'de')).toBe(words);
  });

  it('adds the cents in words in each language', () => {
    expect(amountInWords(350000.5, 'fr')).toBe('trois cent cinquante mille euros et cinquante centimes');
    expect(amountInWords(350000.5, 'nl')).toBe('driehonderdvijftigduizend euro en vijftig cent');
    expect(amountInWords(350000.01, 'en')).toBe('three hundred and fifty thousand euros and one cent');
    expect(amountInWords(350000.21, 'de')).toBe('dreihundertfünfzigtausend Euro und einundzwanzig Cent');
    expect(amountInWords(0.8, 'fr')).toBe('quatre-vingts centimes');
  });

  it('reads a binary fraction as the cents a person typed', () => {
    expect(amountInWords(0.1 + 0.2, 'en')).toBe('thirty cents');
    expect(amountInWords(1999.999, 'en')).toBe('two thousand euros');
  });

  it('writes the largest amount and refuses what lies beyond', () => {
    expect(amountInWords(999_999_999, 'fr')).toBe(
      'neuf cent nonante-neuf millions neuf cent nonante-neuf mille neuf cent nonante-neuf euros',
    );
    expect(() => amountInWords(1_000_000_000, 'fr')).toThrow(RangeError);
    expect(() => amountInWords(-1, 'nl')).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN, 'en')).toThrow(RangeError);
  });
});
