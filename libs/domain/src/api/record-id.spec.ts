import { MAX_RECORD_ID, parseRecordId, ZRecordIdSchema } from './record-id';

describe(parseRecordId.name, () => {
  it.each([
    ['1', 1],
    ['920001', 920_001],
    ['2147483647', MAX_RECORD_ID],
  ])('reads %s', (raw, id) => {
    expect(parseRecordId(raw)).toBe(id);
  });

  it.each([
    ['0', 'zero'],
    ['2147483648', 'above PostgreSQL integer'],
    ['9999999999', 'ten digits above the range'],
    ['12345678901', 'eleven digits'],
    ['-5', 'a sign'],
    ['+5', 'a plus sign'],
    ['1e3', 'an exponent'],
    ['0x10', 'hexadecimal'],
    ['12.0', 'a decimal point'],
    [' 12', 'a space'],
    ['12 ', 'a trailing space'],
    ['012', 'a leading zero'],
    ['', 'nothing'],
    ['١٢', 'non-ASCII digits'],
    ['12\u0000', 'a NUL byte'],
  ])('rejects %j (%s)', (raw) => {
    expect(parseRecordId(raw)).toBeNull();
  });
});

describe('ZRecordIdSchema', () => {
  it('rejects a value that is not a string with an issue, not an exception', () => {
    expect(ZRecordIdSchema.safeParse(['1', '2']).success).toBe(false);
    expect(ZRecordIdSchema.safeParse(12).success).toBe(false);
  });
});
