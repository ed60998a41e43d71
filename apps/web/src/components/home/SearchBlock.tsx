import type { Locale, SearchBlockDto } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/NavLink';
import { LocalizedSearchBox } from '@/components/search-box/LocalizedSearchBox';
import { withSiteNumbers } from '@/lib/site-numbers';
import { searchBlockContent } from './search-block-content';
import styles from './SearchBlock.module.css';

interface SearchBlockProps {
  block: SearchBlockDto;
  locale: Locale;
  agencyName: string;
  /** The page's heading when the block has no title of its own. */
  fallbackTitle: string;
  marqueeIgnoreList: readonly number[];
}

/**
 * The home search block (spec §2): logo, title, two descriptions with the
 * live counts, the search box and the For sale / For rent buttons.
 * showSearchInput shows the search box, showSearchButton its Search button,
 * showCountProperty the counts on the two buttons, and showSearchCount a line
 * in the results panel counting what was found.
 */
export async function SearchBlock({ block, locale, agencyName, fallbackTitle, marqueeIgnoreList }: SearchBlockProps) {
  const [t, tNavigation] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchBlock' }).then((translate) => withSiteNumbers(translate, locale)),
    getTranslations({ locale, namespace: 'Navigation' }),
  ]);
  const content = searchBlockContent(block);
  return (
    <div className={styles.block}>
      {block.logo && (
        // The logo's proportions are the operator's: a fixed height, its own width.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.logo} src={block.logo} alt={agencyName} height={64} decoding="async" />
      )}
      <h1 className={content.title ? styles.title : 'visually-hidden'}>{content.title || fallbackTitle}</h1>
      {content.descriptions.map((text, index) => (
        <p key={index} className={styles.description}>
          {text}
        </p>
      ))}
      {block.showSearchInput && (
        <div className={styles.search}>
          <LocalizedSearchBox
            locale={locale}
            marqueeIgnoreList={marqueeIgnoreList}
            showButton={block.showSearchButton}
            showCount={block.showSearchCount}
          />
        </div>
      )}
      <div className={styles.actions}>
        <NavLink className={styles.action} href={localizePath('/for-sale/', locale)}>
          {t('forSale', { count: content.buttonCounts.sale })}
        </NavLink>
        <NavLink className={styles.action} href={localizePath('/for-rent/', locale)}>
          {t('forRent', { count: content.buttonCounts.rent })}
        </NavLink>
        <NavLink className={styles.action} href={localizePath('/projects/', locale)}>
          {tNavigation('projects')}
        </NavLink>
      </div>
    </div>
  );
}
