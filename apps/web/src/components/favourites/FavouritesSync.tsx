'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FAVOURITES_EVENT, FAVOURITES_KEY, readFavourites, writeFavourites } from './favourite-store';
import { favouriteIds, REMOVE_FAVOURITE } from './favourite-ids';
import styles from './Favourites.module.css';

export interface FavouritesSyncTexts {
  empty: string;
  sharedTitle: string;
  sharedText: string;
  saveShared: string;
  savedShared: string;
  share: string;
  shareText: string;
  copy: string;
  copied: string;
}

const REMOVE = REMOVE_FAVOURITE;

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * The favourites page's link with the browser: the server renders the cards
 * of the ids in the address; this puts the stored ids there (a visit without
 * them, a favourite added in another tab, one removed here), offers to keep a
 * list shared from another device, and gives the link that opens the same
 * list elsewhere. An address whose ids are all stored is the visitor's own
 * list; one with ids this browser does not keep is a shared one.
 */
export function FavouritesSync({
  urlIds,
  pagePath,
  texts,
}: {
  /** The ids in the address, as the server read them. */
  urlIds: string[];
  /** This page's localized path, without a query. */
  pagePath: string;
  texts: FavouritesSyncTexts;
}) {
  const router = useRouter();
  const [stored, setStored] = useState<string[] | null>(null);
  const [savedShared, setSavedShared] = useState(false);
  const [copied, setCopied] = useState(false);
  const previous = useRef<string[] | null>(null);

  const show = (ids: readonly string[]) =>
    router.replace(ids.length > 0 ? `${pagePath}?ids=${ids.join(',')}` : pagePath);

  useEffect(() => {
    const sync = () => {
      const now = favouriteIds();
      const before = previous.current;
      previous.current = now;
      setStored(now);
      // The address showed this browser's list (all its ids were kept): it follows the list.
      const own = urlIds.every((id) => (before ?? now).includes(id));
      if (own && !sameSet(urlIds, now)) show(now);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === FAVOURITES_KEY) sync();
    };
    sync();
    window.addEventListener(FAVOURITES_EVENT, sync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(FAVOURITES_EVENT, sync);
      window.removeEventListener('storage', onStorage);
    };
    // `show` and `router` are stable for the page; the ids are what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlIds.join(',')]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`[${REMOVE}]`) : null;
      const id = button?.getAttribute(REMOVE);
      if (!id) return;
      const favourites = readFavourites();
      if (urlIds.every((kept) => kept in favourites)) {
        // The visitor's own list: removed from the browser, and the address follows (sync).
        delete favourites[id];
        writeFavourites(favourites);
      } else {
        show(urlIds.filter((kept) => kept !== id));
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlIds.join(',')]);

  if (stored === null) return null;
  const shared = urlIds.some((id) => !stored.includes(id));
  if (urlIds.length === 0) return stored.length === 0 ? <p data-testid="favourites-empty">{texts.empty}</p> : null;
  if (shared)
    return (
      <section className={styles.panel} aria-labelledby="shared-list" data-testid="shared-list">
        <h2 id="shared-list">{texts.sharedTitle}</h2>
        <p>{texts.sharedText}</p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            const favourites = readFavourites();
            const now = Date.now();
            for (const id of urlIds) favourites[id] ??= now;
            setSavedShared(true);
            writeFavourites(favourites);
          }}
        >
          {texts.saveShared}
        </button>
      </section>
    );
  const shareUrl = `${window.location.origin}${pagePath}?ids=${urlIds.join(',')}`;
  return (
    <section className={styles.panel} aria-labelledby="share-list">
      <h2 id="share-list">{texts.share}</h2>
      {savedShared && <p role="status">{texts.savedShared}</p>}
      <label htmlFor="share-url">{texts.shareText}</label>
      <input id="share-url" className={styles.shareUrl} readOnly value={shareUrl} data-testid="share-url" />
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          // Without the clipboard (an insecure origin, a refusal) the link is selected for the visitor to copy.
          const written = navigator.clipboard ? navigator.clipboard.writeText(shareUrl) : Promise.reject(new Error());
          written.then(
            () => setCopied(true),
            () => document.querySelector<HTMLInputElement>('#share-url')?.select(),
          );
        }}
      >
        {texts.copy}
      </button>
      {copied && <p role="status">{texts.copied}</p>}
    </section>
  );
}
