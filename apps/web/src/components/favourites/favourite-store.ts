// A visitor's favourites, kept in the browser (issue 26): no account, nothing
// on the server. `localStorage` holds `{ "<id>": <time saved, ms> }` under one
// key; other tabs hear of a change through the `storage` event, this tab
// through FAVOURITES_EVENT. Plain code with no import: the heart's behaviour
// is part of every page's first load (FrameControls), so it must stay small.

export const FAVOURITES_KEY = 'immo.favourites';
/** Dispatched on `window` after this tab changed the favourites (`storage` only reaches the other tabs). */
export const FAVOURITES_EVENT = 'immo:favourites';

export type Favourites = Record<string, number>;

/** The stored favourites; anything unreadable (a private mode that refuses storage, a hand-edited value) is none. */
export function readFavourites(): Favourites {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '{}');
    // Keys that are no id are left for the favourites page to skip (favouriteIds): this code is in every first load.
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Favourites) : {};
  } catch {
    return {};
  }
}

export function writeFavourites(favourites: Favourites): void {
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(favourites));
  } catch {
    // Storage refused (full, or disabled): the heart shows what was kept.
  }
  window.dispatchEvent(new Event(FAVOURITES_EVENT));
}

/** Adds (with the time saved) or removes one; true when it is now a favourite. */
export function toggleFavourite(id: string): boolean {
  const favourites = readFavourites();
  const saved = !(id in favourites);
  if (saved) favourites[id] = Date.now();
  else delete favourites[id];
  writeFavourites(favourites);
  return saved;
}
