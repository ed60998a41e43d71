// Addresses no page can have: malformed percent-encoding ('/%zz/', '/fr/%E9/',
// an overlong '/%C0%AF/', half a surrogate pair) or a '%' that survives
// decoding ('/fr/%25/'). Next.js decodes a path's params, and fails on these
// with a bare 500 and no log line, even after a rewrite (it matches the
// original path against the target route too), so the proxy answers them
// itself: the 404 page in the path's language or else the visitor's, logged once.

/** Whether every segment decodes to text without a '%' left (no address of ours has one: slugs are plain). */
export function isRoutablePath(pathname: string): boolean {
  return pathname.split('/').every((segment) => {
    try {
      return !decodeURIComponent(segment).includes('%');
    } catch {
      return false;
    }
  });
}
