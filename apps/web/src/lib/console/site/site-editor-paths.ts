// The editor's pages under the console's 'site' section.
import type { Locale } from '@immo/domain';
import { consolePaths } from '../console-paths';

export function siteEditorPaths(locale: Locale) {
  const home = consolePaths(locale).section('site');
  return {
    home,
    visitHours: `${home}visit-hours/`,
    pages: `${home}pages/`,
    page: (id: number) => `${home}pages/${id}/`,
    changes: `${home}changes/`,
    frame: `${home}frame/`,
    topBarItem: (id: number) => `${home}frame/top-bar/${id}/`,
    footerBlock: (id: number) => `${home}frame/footer/${id}/`,
    /** Switches the operator's preview on (a POST with the form field `path`), then shows that path. */
    preview: `${home}preview/`,
    endPreview: `${home}preview/end/`,
  };
}

/** Longer than any address of the site; a longer one is no page of ours. */
const PREVIEW_PATH_MAX_LENGTH = 2000;

/**
 * Where the preview may lead: `raw` resolved against the site's origin
 * (SITE_URL) and kept only when it stays there; null for anything else. Only
 * printable ASCII without a backslash is taken: a browser drops tabs and line
 * breaks from a Location (`/\t/evil.example` becomes `//evil.example`), reads
 * `\` as `/`, and a character outside ASCII cannot go in a header at all.
 * Returns the path and query to send the operator to.
 */
export function previewTarget(raw: string, siteUrl: string): string | null {
  if (raw.length > PREVIEW_PATH_MAX_LENGTH || !/^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(raw)) return null;
  const origin = new URL(siteUrl).origin;
  const url = new URL(raw, origin);
  return url.origin === origin ? `${url.pathname}${url.search}` : null;
}
