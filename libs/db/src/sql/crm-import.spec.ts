import { copyField } from './crm-import';

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
