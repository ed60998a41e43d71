import { cleanCrmRecord, storableText } from './clean-text';

describe(cleanCrmRecord.name, () => {
  it('gives back the very same record when nothing needs cleaning', () => {
    const record = { ID: 1, Street: 'Rue Royale 🏠', Pictures: [{ Url: 'https://a.example/1.jpg' }] };
    const notes: string[] = [];
    expect(cleanCrmRecord(record, notes)).toBe(record);
    expect(notes).toEqual([]);
  });

  it('cleans nested values and keys, naming each field, without touching the record it was given', () => {
    const record = { ID: 1, Pictures: [{ Url: 'https://a.example/1.jpg' }, { 'Desc\u0000': 'x\ud83c' }], Street: 'ok' };
    const notes: string[] = [];
    expect(cleanCrmRecord(record, notes)).toEqual({
      ID: 1,
      Pictures: [{ Url: 'https://a.example/1.jpg' }, { Desc: 'x\ufffd' }],
      Street: 'ok',
    });
    expect(notes).toEqual([
      'Pictures[1].Desc\u0000: NUL characters removed',
      'Pictures[1].Desc\u0000: a broken character (unpaired UTF-16 surrogate) replaced by \ufffd',
    ]);
    expect(record.Pictures[1]).toEqual({ 'Desc\u0000': 'x\ud83c' });
  });
});

describe(storableText.name, () => {
  it('drops NUL and replaces either half of a broken pair, keeping whole pairs', () => {
    expect(storableText('a\u0000b \ud83c \udc00 🏠')).toBe('ab \ufffd \ufffd 🏠');
  });
});
