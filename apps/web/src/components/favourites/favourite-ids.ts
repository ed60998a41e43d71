// What only the favourites page needs of the stored favourites, apart from favourite-store.ts, which every page
// loads (FrameControls): each byte there counts against the detail page's first-load budget.
import { readFavourites, type Favourites } from './favourite-store';

/** On a favourite's remove button on the favourites page: its id (FavouritesSync handles the click). */
export const REMOVE_FAVOURITE = 'data-favourite-remove';

/** The stored ids, most recently saved first; a key that is no id (a hand-edited value) is skipped. */
export function favouriteIds(favourites: Favourites = readFavourites()): string[] {
  return Object.keys(favourites)
    .filter((id) => /^[1-9]\d{0,9}$/.test(id))
    .sort((a, b) => (Number(favourites[b]) || 0) - (Number(favourites[a]) || 0));
}
