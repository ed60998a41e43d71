// What a CV really is, read from its bytes: a file's name and the type the
// browser reports are the visitor's to choose, so neither decides.
import type { CvExtension } from './cv-upload';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File (Word 97-2003 .doc)
const ZIP_LOCAL_FILE = 0x04034b50;
const ZIP_CENTRAL_FILE = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ODT_MIME_TYPE = 'application/vnd.oasis.opendocument.text';

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
}

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/**
 * The names in a ZIP's central directory (at its end, so a file whose
 * entries stream with data descriptors still lists them), or null when the
 * bytes are no well-formed ZIP. The directory comment can be 64 kB long,
 * hence the backwards search for the end record.
 */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= lowest; end -= 1) {
    if (u32(bytes, end) !== ZIP_END_OF_DIRECTORY) continue;
    const count = u16(bytes, end + 10);
    let at = u32(bytes, end + 16);
    const names: string[] = [];
    for (let entry = 0; entry < count; entry += 1) {
      if (at + 46 > bytes.length || u32(bytes, at) !== ZIP_CENTRAL_FILE) return null;
      const nameLength = u16(bytes, at + 28);
      names.push(ascii(bytes, at + 46, nameLength));
      at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    }
    return names;
  }
  return null;
}

/**
 * OpenDocument puts an uncompressed `mimetype` entry first so that its type
 * can be read at a fixed place; a ZIP that merely contains such a file
 * elsewhere is not an ODT.
 */
function isOdt(bytes: Uint8Array): boolean {
  if (u32(bytes, 0) !== ZIP_LOCAL_FILE || u16(bytes, 8) !== 0) return false;
  const nameLength = u16(bytes, 26);
  if (ascii(bytes, 30, nameLength) !== 'mimetype') return false;
  const dataStart = 30 + nameLength + u16(bytes, 28);
  return ascii(bytes, dataStart, u32(bytes, 18)) === ODT_MIME_TYPE;
}

/**
 * The CV's type by its content (PDF, Word 97-2003, Word 2007+ or
 * OpenDocument text), or null for anything else, whatever its name says.
 * `bytes` is the whole file: a DOCX is known by its central directory,
 * which sits at the end.
 */
export function cvFileType(bytes: Uint8Array): CvExtension | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE)) return 'doc';
  if (u32(bytes, 0) !== ZIP_LOCAL_FILE) return null;
  if (isOdt(bytes)) return 'odt';
  const names = zipEntryNames(bytes);
  return names?.some((name) => name.startsWith('word/')) ? 'docx' : null;
}

/** The content type an attachment of this kind is sent with. */
export const cvContentTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const satisfies Record<CvExtension, string>;
