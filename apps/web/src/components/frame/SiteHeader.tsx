import { formatPhone, phoneHref } from '@immo/domain';
import { isSitePath, localizePath } from '@immo/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { site } from '@/config/site';
import type { Alternates } from '@/lib/alternates';
import { HomeLink } from './HomeLink';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainMenu } from './MainMenu';
import { MobileDrawer } from './MobileDrawer';
import { siteConfigOrNull } from '@/lib/site-config-or-null';
import { visibleMenu } from './menu-links';
import { TopBar } from './TopBar';
import styles from './Frame.module.css';

const FREE_VALUATION_PATH = '/contact-demand/';

interface SiteHeaderProps {
  /** The spec shows the logo on the home page only. */
  showLogo?: boolean;
  /** This page in the other languages; see LocaleSwitcher. */
  alternates?: Alternates;
  /**
   * Home with its banner: the header lies over the banner, transparent until
   * the page scrolls past 30 px (spec §4). Other pages keep it opaque.
   */
  transparentAtTop?: boolean;
}

/**
 * Rendered by each page rather than the layout: a layout cannot know which
 * page it wraps, and the header depends on it (logo on home only, the
 * property's translated URLs for the language switcher).
 */
export async function SiteHeader({ showLogo = false, alternates, transparentAtTop = false }: SiteHeaderProps) {
  const locale = await getLocale();
  const [t, tDrawer, tFavourites, config] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Drawer' }),
    getTranslations({ locale, namespace: 'Favourites' }),
    siteConfigOrNull(locale),
  ]);
  const agencyName = config?.agencyName ?? site.agencyName;
  const phone = config?.phone ?? site.phone;
  const menu = visibleMenu(config?.menu ?? []);
  const hasTopBar = config !== null && config.topBar.show && config.topBar.items.length > 0;
  const actions = (
    <div className={styles.actions}>
      {/* The valuation form is a page of the spec not built yet: no link to a 404. */}
      {isSitePath(FREE_VALUATION_PATH) && (
        <a className={styles.evaluation} href={localizePath(FREE_VALUATION_PATH, locale)}>
          {t('freeValuation')}
        </a>
      )}
      {/* The count is written by the browser (favourite-hearts.ts): the page is the same for everyone. */}
      <a className={styles.favourites} href={localizePath('/favourites/', locale)} data-testid="favourites-link">
        <Icon name="heart" size={20} />
        <span className="visually-hidden">{tFavourites('headerLink')}</span>
        <span className={styles.favouritesCount} data-favourite-count="" aria-hidden="true" />
      </a>
      <a className={styles.phone} href={phoneHref(phone)}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 20 20">
          <path d="M5 2l3 4-2 2c1 2 3 4 5 5l2-2 4 3-2 3C9 17 3 11 2 4z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{t('callUs', { phone: formatPhone(phone) })}</span>
        <span aria-hidden="true">{formatPhone(phone)}</span>
      </a>
    </div>
  );
  return (
    <>
      {hasTopBar ? <TopBar topBar={config.topBar} locale={locale} /> : null}
      <header
        className={`site-header ${styles.header}`}
        data-transparent-at-top={transparentAtTop || undefined}
        data-below-top-bar={hasTopBar || undefined}
        data-testid="site-header"
      >
        <div className={`container ${styles.headerInner}`}>
          {showLogo ? (
            <HomeLink className={styles.logo}>
              <span className={styles.logoMark} aria-hidden="true">
                <Icon name="home" size={20} />
              </span>
              {agencyName}
            </HomeLink>
          ) : (
            <HomeLink className={styles.homeLink}>{agencyName}</HomeLink>
          )}
          <div className={styles.desktopOnly}>
            <MainMenu items={menu} locale={locale} variant="bar" />
          </div>
          <div className={styles.desktopOnly}>{actions}</div>
          <div className={styles.desktopOnly}>
            <LocaleSwitcher alternates={alternates} />
          </div>
          <div className={styles.mobileOnly}>
            <MobileDrawer openLabel={t('openMenu')} closeLabel={tDrawer('close')} title={tDrawer('title')}>
              <MainMenu items={menu} locale={locale} variant="drawer" />
              {actions}
              <LocaleSwitcher alternates={alternates} />
            </MobileDrawer>
          </div>
        </div>
      </header>
    </>
  );
}
