import { locales } from '@immo/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Alternates } from '@/lib/alternates';
import { staticAlternates } from '@/lib/alternates';
import styles from './Frame.module.css';

/**
 * Links to this page in every other language. Plain links rather than a
 * <select>: they work before (and without) JavaScript, and crawlers follow
 * them. Every page passes its alternates (property pages: the title slug is
 * translated); the 404 page, whose URL names nothing, offers each language's
 * home page.
 */
export async function LocaleSwitcher({ alternates }: { alternates?: Alternates }) {
  // Spec: shown only when more than one language is enabled.
  if (locales.length < 2) return null;
  const [current, t] = await Promise.all([getLocale(), getTranslations('LocaleSwitcher')]);
  // Every page passes its alternates; a page that cannot (the 404 page: its
  // URL names nothing) offers each language's home page.
  const links = alternates ?? staticAlternates('/');
  // Each language is named in itself ('Nederlands', 'Français'): that is the
  // name a visitor looks for, and the link carries lang= to match.
  const names = await Promise.all(
    locales.map(async (locale) => {
      const own = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
      return own('locale', { locale });
    }),
  );
  return (
    <nav aria-label={t('label')} className={`locale-switcher ${styles.localeSwitcher}`}>
      <ul>
        {locales.map((locale, index) => {
          const label = (
            <>
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="visually-hidden">{names[index]}</span>
            </>
          );
          if (locale === current) {
            return (
              <li key={locale}>
                <span aria-current="true" className={styles.localeCurrent} lang={locale}>
                  {label}
                </span>
              </li>
            );
          }
          return (
            <li key={locale}>
              <a href={links[locale]} hrefLang={locale} lang={locale}>
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
