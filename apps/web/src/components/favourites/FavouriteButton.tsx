import type { Locale } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { HEART } from './favourite-hearts';
import { REMOVE_FAVOURITE } from './favourite-ids';
import styles from './Favourites.module.css';

/**
 * The heart that keeps a property in the visitor's favourites: server markup,
 * unpressed in the shared HTML; FrameControls presses it after load from
 * what the browser keeps (favourite-hearts.ts). Its name does not change with
 * its state: `aria-pressed` says whether it is saved. Hidden without
 * JavaScript (FavouritesNoScript), where it could do nothing.
 */
export async function FavouriteButton({
  id,
  title,
  locale,
  onPhoto = false,
}: {
  id: number;
  title: string;
  locale: Locale;
  /** On a card's photo (its top right corner) rather than in a row of buttons. */
  onPhoto?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Favourites' });
  return (
    <button
      type="button"
      className={`${styles.heart} ${onPhoto ? styles.onPhoto : ''}`}
      aria-pressed="false"
      aria-label={t('heart', { title })}
      {...{ [HEART]: id }}
    >
      <Icon name="heart" size={22} />
    </button>
  );
}

/** Hides every heart when scripts do not run (a `<noscript>` style in the head, like the cookie banner's). */
export function FavouritesNoScript() {
  return (
    <noscript>
      <style>{`[${HEART}],[${REMOVE_FAVOURITE}]{display:none}`}</style>
    </noscript>
  );
}
