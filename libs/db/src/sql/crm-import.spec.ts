import { copyField, CopyRows, JsonbRows } from './crm-import';

describe('copyField', () => {
  it("writes a text as COPY reads it back: backslash, tab and line ends escaped, so a remark's lines stay one field", () => {
    expect(copyField('Visit:\n\tC:\\temp\r\n')).toBe('Visit:\\n\\tC:\\\\temp\\r\\n');
  });

  it('writes null as \\N and a number as its digits, and leaves other characters as they are', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(4101)).toBe('4101');
    expect(copyField('Liège – “N”')).toBe('Liège – “N”');
  });
});

describe('row batches', () => {
  const texts = ['{"id":1}', '{"id":2,"city":"Liège"}', '{"id":3}'];

  it('lays out jsonb rows as one array after the version byte, whole or some, and again once cleared', () => {
    const batch = new JsonbRows();
    for (const text of texts) batch.add(text);
    expect(batch.all()[0]).toBe(1);
    expect(JSON.parse(batch.all().subarray(1).toString())).toEqual(texts.map((text) => JSON.parse(text)));
    expect(JSON.parse(batch.some([0, 2]).subarray(1).toString())).toEqual([{ id: 1 }, { id: 3 }]);
    expect(JSON.parse(batch.some([1]).subarray(1).toString())).toEqual([{ id: 2, city: 'Liège' }]);
    batch.clear();
    batch.add('{"id":4}');
    expect(batch.all().toString('latin1', 1)).toBe('[{"id":4}]');
  });

  it('lays out COPY lines each ending in a newline, whole or some, however large the batch grows', () => {
    const batch = new CopyRows();
    const long = 'é'.repeat(600_000);
    for (const line of ['1\tIxelles', `2\t${long}`, '3\t\\N']) batch.add(line);
    expect(batch.count).toBe(3);
    expect(batch.all().toString()).toBe(`1\tIxelles\n2\t${long}\n3\t\\N\n`);
    expect(batch.some([0, 2]).toString()).toBe('1\tIxelles\n3\t\\N\n');
    expect(batch.some([1]).toString()).toBe(`2\t${long}\n`);
  });
});
