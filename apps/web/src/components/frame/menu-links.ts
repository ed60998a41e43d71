// Where the frame's configured links point in the visitor's language (spec §2 Menu).
import type { Locale, MenuItemDto } from '@immo/domain';
import { isSitePath, localizePath } from '@immo/i18n';

/** The configured path of the home page; its entry links to '/'. */
export const HOME_PATH = 'home';

/**
 * Entries an operator hid (the home entry, the footer's legal pages) stay out
 * of the menu, children included; so do entries for a page the web app does
 * not build yet (the seeded 'Contact'), which would lead to a 404.
 */
export function visibleMenu(items: readonly MenuItemDto[]): MenuItemDto[] {
  return items
    .filter((item) => !item.hidden && leadsToAPage(item))
    .map((item) => ({ ...item, children: visibleMenu(item.children) }));
}

function leadsToAPage(item: Pick<MenuItemDto, 'path' | 'redirectUrl'>): boolean {
  return Boolean(item.redirectUrl) || item.path === HOME_PATH || isSitePath(`/${item.path}/`);
}

/** An external redirect as is; home to '/'; any other entry to '/{path}/' translated. */
export function menuHref(item: Pick<MenuItemDto, 'path' | 'redirectUrl'>, locale: Locale): string {
  if (item.redirectUrl) return item.redirectUrl;
  return localizePath(item.path === HOME_PATH ? '/' : `/${item.path}/`, locale);
}

/**
 * Top bar links are original site paths ('/login/'), absolute URLs, mailto:
 * or tel:. Null for a page of ours the web app does not build yet: the item
 * is shown as text, not as a link to a 404.
 */
export function topBarHref(link: string, locale: Locale): string | null {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  return isSitePath(link) ? localizePath(link, locale) : null;
}

/** Opens in a new tab: another site, not a mail or phone link. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The link of the page being shown (query and hash ignored). */
export function isCurrentPath(href: string, pathname: string): boolean {
  if (isExternalHref(href)) return false;
  const [path = ''] = href.split(/[?#]/);
  return withoutTrailingSlash(path) === withoutTrailingSlash(pathname);
}
