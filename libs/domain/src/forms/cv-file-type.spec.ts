import { cvFileType } from './cv-file-type';

const text = (value: string): number[] => [...value].map((char) => char.charCodeAt(0));
const u16 = (value: number): number[] => [value & 0xff, (value >> 8) & 0xff];
const u32 = (value: number): number[] => [...u16(value & 0xffff), ...u16(value >>> 16)];

/** A stored (uncompressed) ZIP with these entries, as office suites write them, CRCs left at 0. */
function zip(entries: readonly (readonly [name: string, content: string])[]): Uint8Array {
  const local: number[] = [];
  const central: number[] = [];
  for (const [name, content] of entries) {
    const offset = local.length;
    const sizes = [...u32(0), ...u32(content.length), ...u32(content.length)];
    local.push(
      ...u32(0x04034b50),
      ...u16(20),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...sizes,
      ...u16(name.length),
      ...u16(0),
      ...text(name),
      ...text(content),
    );
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...sizes);
    central.push(
      ...u16(name.length),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(offset),
      ...text(name),
    );
  }
  const end = [
    ...u32(0x06054b50),
    ...u16(0),
    ...u16(0),
    ...u16(entries.length),
    ...u16(entries.length),
    ...u32(central.length),
    ...u32(local.length),
    ...u16(0),
  ];
  return Uint8Array.from([...local, ...central, ...end]);
}

const docx = zip([
  ['[Content_Types].xml', '<Types/>'],
  ['_rels/.rels', '<Relationships/>'],
  ['word/document.xml', '<w:document/>'],
]);
const odt = zip([
  ['mimetype', 'application/vnd.oasis.opendocument.text'],
  ['content.xml', '<office:document-content/>'],
]);

describe(cvFileType.name, () => {
  it('knows a PDF and a Word 97-2003 file by their first bytes', () => {
    expect(cvFileType(Uint8Array.from(text('%PDF-1.7\n%âãÏÓ\n1 0 obj')))).toBe('pdf');
    expect(cvFileType(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]))).toBe('doc');
  });

  it('knows a DOCX by its word/ entries and an ODT by its leading mimetype entry', () => {
    expect(cvFileType(docx)).toBe('docx');
    expect(cvFileType(odt)).toBe('odt');
  });

  it('refuses other ZIPs: a spreadsheet, an OpenDocument drawing, a plain archive', () => {
    expect(cvFileType(zip([['xl/workbook.xml', '<workbook/>']]))).toBeNull();
    expect(cvFileType(zip([['mimetype', 'application/vnd.oasis.opendocument.graphics']]))).toBeNull();
    expect(cvFileType(zip([['cv.exe', 'MZ']]))).toBeNull();
  });

  it('refuses a PNG or an executable whatever the name, and an empty or truncated file', () => {
    expect(cvFileType(Uint8Array.from([0x89, ...text('PNG\r\n'), 0x1a, 0x0a]))).toBeNull();
    expect(cvFileType(Uint8Array.from(text('MZ\x90\x00')))).toBeNull();
    expect(cvFileType(new Uint8Array())).toBeNull();
    expect(cvFileType(Uint8Array.from(text('%PD')))).toBeNull();
    expect(cvFileType(docx.subarray(0, docx.length - 30))).toBeNull();
  });
});
