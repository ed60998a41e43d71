import { favouriteStatus, type PropertyByIdsItemDto } from '@immo/domain';
import { localizePath, type Locale } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { PropertyCard } from '@/components/PropertyCard';
import cardStyles from '@/components/Card.module.css';
import { REMOVE_FAVOURITE } from './favourite-ids';
import { COMPARE_PATH } from './favourites-url';
import styles from './Favourites.module.css';

/**
 * The favourites as cards, each with its status when no longer on offer
 * (withdrawn ones stay, marked), a checkbox to compare it and a remove
 * button. A GET form to the compare page: comparing works without JavaScript.
 */
export async function FavouritesList({ items, locale }: { items: PropertyByIdsItemDto[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Favourites' });
  return (
    <form action={localizePath(COMPARE_PATH, locale)} method="get">
      <p className={styles.intro}>{t('compareHint')}</p>
      <ul className={cardStyles.grid} data-testid="favourites-list">
        {items.map((item) => {
          const status = favouriteStatus(item);
          return (
            <li key={item.id} className={styles.item} data-favourite-item={item.id}>
              {status !== 'available' && (
                <p className={styles.status} data-testid="favourite-status">
                  {t('status', { status })}
                  {status === 'withdrawn' && <> – {t('withdrawnText')}</>}
                </p>
              )}
              <PropertyCard property={item} locale={locale} heart={false} />
              <div className={styles.itemActions}>
                <label className={styles.select}>
                  <input type="checkbox" name="ids" value={item.id} />
                  {t('select', { title: item.title })}
                </label>
                <button type="button" className={styles.secondary} {...{ [REMOVE_FAVOURITE]: item.id }}>
                  {t('remove', { title: item.title })}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.compareBar}>
        <button type="submit" className={styles.button}>
          {t('compare')}
        </button>
      </div>
    </form>
  );
}
