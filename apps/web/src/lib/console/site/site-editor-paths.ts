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
    /** Switches the operator's preview on, then shows `path`. */
    preview: (path: string) => `${home}preview/?path=${encodeURIComponent(path)}`,
    endPreview: `${home}preview/end/`,
  };
}

/** Where the preview may lead: a path of this site only, never another origin (`//evil.example`, `https:`, `/\evil`). */
export function previewTarget(raw: string | null, fallback: string): string {
  return raw !== null && /^\/(?![/\\])/.test(raw) ? raw : fallback;
}
