// The console's CSV exports, written for Excel as Belgian offices run it:
// UTF-8 with a byte-order mark (without it Excel reads UTF-8 as Windows-1252
// and "Liège" turns into "LiÃ¨ge"), `;` between cells (the list separator of
// Excel's Belgian and French locales, where `,` is the decimal comma), CRLF
// line ends.

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/** A cell a spreadsheet would read as a formula (=, +, -, @, and the tab and CR that some programs skip before one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text a spreadsheet would run as a formula gets a leading
 * apostrophe (OWASP's "CSV injection": a visitor's name "=HYPERLINK(…)" must
 * stay text on the operator's machine); a cell holding the separator, a
 * quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, its end included. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}
