import type { ColumnWidths, Locale } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/NavLink';
import type { CSSProperties } from 'react';
import { site } from '@/config/site';
import { CookieSettingsButton } from './CookieSettingsButton';
import { siteConfigOrNull } from '@/lib/site-config-or-null';
import styles from './Frame.module.css';

/** The legal pages the spec reaches from the footer, not the menu. */
const LEGAL_PAGES = [
  { path: '/Privacy-statement/', key: 'privacyStatement' },
  { path: '/Cookie-policy/', key: 'cookiePolicy' },
  { path: '/Disclaimer/', key: 'disclaimer' },
] as const;

/** A block's grid span per breakpoint (sm below 767 px, md to 1280, lg above), out of 12. */
function columnStyle(col: ColumnWidths): CSSProperties {
  return { '--col-sm': col.sm, '--col-md': col.md, '--col-lg': col.lg } as CSSProperties;
}

/** The footer (spec §2, §3): configured blocks, only their public texts, the copyright and the legal links. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tNavigation, config] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    siteConfigOrNull(locale),
  ]);
  // The configured agency name, as the header shows it; the environment's only without a configuration.
  const copyright =
    config?.footer.copyright ||
    t('copyright', { year: new Date().getFullYear(), agency: config?.agencyName ?? site.agencyName });
  return (
    <footer className={`site-footer ${styles.footer}`} data-testid="site-footer">
      {config && config.footer.blocks.length > 0 ? (
        <div className={`container ${styles.footerGrid}`}>
          {config.footer.blocks.map((block, index) => (
            <section
              key={index}
              className={styles.footerBlock}
              style={columnStyle(block.col)}
              aria-labelledby={`footer-block-${index}`}
            >
              <h2 id={`footer-block-${index}`} className={styles.footerTitle}>
                {block.title}
              </h2>
              {/* Sanitised by the BFF (allow-listed tags and link schemes). */}
              {block.introText ? <div dangerouslySetInnerHTML={{ __html: block.introText }} /> : null}
              {block.fullText ? <div dangerouslySetInnerHTML={{ __html: block.fullText }} /> : null}
            </section>
          ))}
        </div>
      ) : null}
      <div className={`container ${styles.footerBottom}`}>
        <p>{copyright}</p>
        {/* The projects list is in no seeded menu and a visitor looks for it here too. */}
        <p>
          <NavLink href={localizePath('/projects/', locale)}>{tNavigation('projects')}</NavLink>
        </p>
        <nav aria-label={t('legal')}>
          <ul className={styles.legalLinks}>
            {LEGAL_PAGES.map((page) => (
              <li key={page.path}>
                <NavLink href={localizePath(page.path, locale)}>{tNavigation(page.key)}</NavLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton label={t('cookieSettings')} className={styles.linkButton} />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
