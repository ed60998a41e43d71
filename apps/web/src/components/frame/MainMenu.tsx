import type { Locale, MenuItemDto } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { MenuDisclosure } from './MenuDisclosure';
import { MenuLink } from './MenuLink';
import { menuHref } from './menu-links';
import styles from './Frame.module.css';

interface MainMenuProps {
  items: MenuItemDto[];
  locale: Locale;
  /** The drawer lays the same menu out in a column. */
  variant: 'bar' | 'drawer';
}

async function MenuEntry({
  item,
  locale,
  variant,
}: {
  item: MenuItemDto;
  locale: Locale;
  variant: MainMenuProps['variant'];
}) {
  const [tCommon, tNavigation] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Navigation' }),
  ]);
  const href = menuHref(item, locale);
  const link = item.redirectUrl ? (
    // Spec: an external redirect opens in a new tab; the hint says so before the click.
    <a href={href} target="_blank" rel="noopener" className={styles.menuLink}>
      {item.title}
      <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
      <Icon name="external" size={12} className={styles.externalIcon} />
    </a>
  ) : (
    <MenuLink href={href} className={styles.menuLink}>
      {item.title}
    </MenuLink>
  );
  if (item.children.length === 0) return <li>{link}</li>;
  return (
    <li>
      <MenuDisclosure
        id={`submenu-${variant}-${item.id}`}
        label={link}
        toggleLabel={tNavigation('submenu', { title: item.title })}
      >
        {item.children.map((child) => (
          <MenuEntry key={child.id} item={child} locale={locale} variant={variant} />
        ))}
      </MenuDisclosure>
    </li>
  );
}

/** The configured menu (spec §2): only visible entries arrive here (see visibleMenu). */
export async function MainMenu({ items, locale, variant }: MainMenuProps) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  return (
    <nav aria-label={t('mainNavigation')} className={variant === 'bar' ? styles.menuBar : styles.menuDrawer}>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} locale={locale} variant={variant} />
        ))}
      </ul>
    </nav>
  );
}
