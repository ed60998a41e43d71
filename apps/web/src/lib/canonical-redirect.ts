import { localizePath, type Locale } from '@immo/i18n';
import { permanentRedirect } from 'next/navigation';

/** The route params of every detail page: /{locale}/{list}/{city}/{title}/{id}/. */
export interface DetailRouteParams {
  locale: string;
  city: string;
  title: string;
  id: string;
}

/** Whether a requested path (its slugs as the visitor typed them, maybe percent-encoded) is the canonical one. */
export function samePath(requested: string, canonical: string): boolean {
  return comparable(requested) === comparable(canonical);
}

function comparable(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape can never equal a canonical (ASCII) path anyway.
  }
  return decoded.replace(/\/+$/, '');
}

/**
 * Answers 308 to `canonical` unless the requested detail URL is it. Only the
 * id identifies a property or project: a stale or wrong city or title slug,
 * or the list of the other goal, leads to the one canonical URL, so old and
 * shared links keep working and search engines keep a single URL. The
 * requested path is rebuilt with our route table rather than next-intl's
 * getPathname: importing next-intl's navigation puts its client Link in
 * every page's bundle.
 */
export function redirectUnlessCanonical(
  listPath: string,
  { city, title, id }: Omit<DetailRouteParams, 'locale'>,
  locale: Locale,
  canonical: string,
): void {
  const requested = `${localizePath(listPath, locale)}${city}/${title}/${id}/`;
  if (!samePath(requested, canonical)) permanentRedirect(canonical);
}
