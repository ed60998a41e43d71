// Which addresses are a brochure, for the proxy (which must route them like
// the detail page they belong to, though they end in a file name).
import { resolvePath } from '@immo/i18n';

/**
 * The brochure's policy: a PDF runs no script of ours, and Chrome's viewer is
 * itself an embedded document with inline styles, which the pages' policy
 * (`object-src 'none'`, no inline style) would blank. So only framing is refused.
 */
export const BROCHURE_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

/** '/nl/te-koop/elsene/appartement/4101/brochure.pdf' in any language: the route table's brochure routes. */
export function isBrochurePath(pathname: string): boolean {
  return pathname.endsWith('/brochure.pdf') && (resolvePath(pathname)?.route.endsWith('/brochure.pdf/') ?? false);
}

/** The brochure's file name below a detail URL, the same in every language. */
export const BROCHURE_FILE = 'brochure.pdf';

/** The brochure of the detail page at `canonical` (which ends in '/'). */
export function brochureHref(canonical: string): string {
  return `${canonical}${BROCHURE_FILE}`;
}
