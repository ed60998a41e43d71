/**
 * The file name a document link ends with, for documents the CRM sent
 * without a name: the last path segment, percent-decoded. A link with a
 * stray `%` (`100%.pdf`) keeps its raw segment instead of failing the whole
 * page, and the query and fragment are not part of the name.
 */
export function documentFileName(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'https://documents.invalid').pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? url;
  }
  const segment = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
