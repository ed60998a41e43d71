// The hearts on cards and detail pages are server markup (FavouriteButton),
// the same for every visitor since the pages are cached and shared; the
// browser sets each one's pressed state after load and on every change.
// One click listener for the document (FrameControls), however many hearts a
// page has, and no React: this runs in every page's first load.
import { FAVOURITES_EVENT, readFavourites, toggleFavourite } from './favourite-store';

/** On each heart: the property's id. */
export const HEART = 'data-favourite';
/** On the header's favourites link: filled with the count. */
export const HEART_COUNT = 'data-favourite-count';

/** Marks each heart pressed or not, and writes the count in the header. */
export function paintHearts(): void {
  const favourites = readFavourites();
  for (const heart of document.querySelectorAll(`button[${HEART}]`))
    heart.setAttribute('aria-pressed', String((heart.getAttribute(HEART) ?? '') in favourites));
  const count = String(Object.keys(favourites).length || '');
  for (const badge of document.querySelectorAll(`[${HEART_COUNT}]`)) badge.textContent = count;
}

/** A click on a heart saves or removes its property. */
export function onHeartClick(event: MouseEvent): void {
  const heart = event.target instanceof Element ? event.target.closest(`button[${HEART}]`) : null;
  if (heart) toggleFavourite(heart.getAttribute(HEART) ?? '');
}

/**
 * Paints after each change in this tab or in another (any `storage` event: painting is cheaper than the bytes a
 * test of its key would add to every first load); returns the unsubscription.
 */
export function watchHearts(): () => void {
  window.addEventListener(FAVOURITES_EVENT, paintHearts);
  window.addEventListener('storage', paintHearts);
  return () => {
    window.removeEventListener(FAVOURITES_EVENT, paintHearts);
    window.removeEventListener('storage', paintHearts);
  };
}
