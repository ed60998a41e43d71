export interface PathParts {
  /** Always starts with `/`. */
  pathname: string;
  /** `?query` and `#hash`, kept verbatim. */
  suffix: string;
}

export function splitPath(path: string): PathParts {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, suffix };
}

/** Empty segments are dropped, so `//x` and `/x` (and `/x/`) read alike. */
export function toSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** URLs with a scheme (`https:`, `mailto:`, `tel:`) or protocol-relative ones are not site paths. */
export function isExternal(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//');
}
