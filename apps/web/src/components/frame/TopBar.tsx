import type { Locale, SiteConfigDto } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { Icon, isIconName } from '@/components/Icon';
import { isExternalHref, topBarHref } from './menu-links';
import styles from './Frame.module.css';

/** The optional links bar above the header (spec §2): shown when switched on and not empty. */
export async function TopBar({ topBar, locale }: { topBar: SiteConfigDto['topBar']; locale: Locale }) {
  if (!topBar.show || topBar.items.length === 0) return null;
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'TopBar' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return (
    <nav aria-label={t('label')} className={styles.topBar} data-testid="top-bar">
      <ul className={`container ${styles.topBarList}`}>
        {topBar.items.map((item) => {
          const href = topBarHref(item.link, locale);
          const external = href !== null && isExternalHref(href);
          if (href === null) {
            return (
              <li key={`${item.link}-${item.label}`}>
                <span style={item.colour ? { color: item.colour } : undefined}>
                  {isIconName(item.icon) && <Icon name={item.icon} />}
                  {item.label}
                </span>
              </li>
            );
          }
          return (
            <li key={`${item.link}-${item.label}`}>
              <a
                href={href}
                style={item.colour ? { color: item.colour } : undefined}
                {...(external ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {isIconName(item.icon) && <Icon name={item.icon} />}
                {item.label}
                {external ? <span className="visually-hidden"> {tCommon('opensInNewTab')}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
