/**
 * A download's Content-Disposition with its name in both forms browsers
 * read (RFC 6266): plain ASCII for the old ones, UTF-8 for the accents of
 * a CV named "Curriculum Hélène.pdf".
 */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
