// The frame's controls (submenu disclosure, drawer, current-page mark, and
// client-side navigation of internal links) as plain DOM behaviour on
// server-rendered markup, wired once for the whole document by
// <FrameControls> in the layout. As client components they sat in every
// page's chunk, and again in the segment's not-found chunk, which each page
// also loads; next/link alone was 4 kB gzip. Here they cost the layout about
// 1 kB once.
import { isCurrentPath } from './menu-links';

export const DISCLOSURE = 'data-disclosure';
export const DISCLOSURE_TOGGLE = 'data-disclosure-toggle';
export const DRAWER = 'data-drawer';
export const DRAWER_OPEN = 'data-drawer-open';
export const DRAWER_CLOSE = 'data-drawer-close';
export const MENU_LINK = 'data-menu-link';
/** On an internal <a> (see NavLink): followed by the App Router, without a full page load. */
export const CLIENT_NAVIGATION = 'data-nav';

function controlled(button: Element): HTMLElement | null {
  return document.getElementById(button.getAttribute('aria-controls') ?? '');
}

function setDisclosure(toggle: Element, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  const list = controlled(toggle);
  if (list) list.hidden = !open;
}

/** Clicks: open or close a submenu, open the drawer, close it from its button, its backdrop or a link. */
export function onFrameClick(event: MouseEvent, noScrollClass: string): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const toggle = target.closest(`[${DISCLOSURE_TOGGLE}]`);
  if (toggle) {
    setDisclosure(toggle, toggle.getAttribute('aria-expanded') !== 'true');
    return;
  }
  const opener = target.closest(`[${DRAWER_OPEN}]`);
  const drawer = opener ? controlled(opener) : null;
  if (opener && drawer instanceof HTMLDialogElement) {
    drawer.showModal();
    opener.setAttribute('aria-expanded', 'true');
    document.documentElement.classList.add(noScrollClass);
    return;
  }
  const dialog = target.closest(`dialog[${DRAWER}]`);
  // The backdrop is the dialog element itself, outside its panel. A link
  // closes it too: the layout stays mounted on a client-side navigation.
  if (dialog instanceof HTMLDialogElement && (target === dialog || target.closest(`[${DRAWER_CLOSE}], a`)))
    dialog.close();
}

/** Escape inside an open submenu closes it (and only it) and gives focus back to its button. */
export function onFrameKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
  const toggle = event.target.closest(`[${DISCLOSURE}]`)?.querySelector<HTMLElement>(`[${DISCLOSURE_TOGGLE}]`);
  if (toggle?.getAttribute('aria-expanded') !== 'true') return;
  event.preventDefault();
  setDisclosure(toggle, false);
  toggle.focus();
}

/** The drawer closed (button, backdrop, link or Escape): page scrolls again, focus back on the menu button. */
export function onFrameDialogClose(event: Event, noScrollClass: string): void {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute(DRAWER)) return;
  document.documentElement.classList.remove(noScrollClass);
  const opener = document.querySelector<HTMLElement>(`[${DRAWER_OPEN}][aria-controls="${dialog.id}"]`);
  opener?.setAttribute('aria-expanded', 'false');
  opener?.focus();
}

/** Marks the menu links of the current page (aria-current), again after each client-side navigation. */
export function markCurrentLinks(pathname: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${MENU_LINK}]`)) {
    if (isCurrentPath(link.getAttribute('href') ?? '', pathname)) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

/** The internal link an event happened on, if it is one the router should follow. */
export function navigationLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>(`a[${CLIENT_NAVIGATION}]`);
  if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const href = link.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') ? link : null;
}

/**
 * The path to push for a click on an internal link, or null to let the
 * browser have it: a new tab or window (modifier keys, middle button), a
 * download, or a click someone else already handled.
 */
export function clientNavigationHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  return navigationLink(event.target)?.getAttribute('href') ?? null;
}
