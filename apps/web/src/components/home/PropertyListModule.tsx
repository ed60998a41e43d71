import type { Locale } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/NavLink';
import type { CSSProperties } from 'react';
import cardStyles from '@/components/Card.module.css';
import { PropertyCard } from '@/components/PropertyCard';
import { listProperties } from '@/lib/bff';
import type { HomeModule } from './home-modules';
import styles from './HomeModules.module.css';

type PropertyListModuleProps = {
  module: Extract<HomeModule, { type: 'property-list' }>;
  locale: Locale;
};

/** The home page's latest properties ("news"), at most four, four to a row on wide screens. */
export async function PropertyListModule({ module, locale }: PropertyListModuleProps) {
  const [t, latest] = await Promise.all([
    getTranslations({ locale, namespace: 'HomePage' }),
    listProperties({ locale, limit: module.limit }),
  ]);
  const headingId = `${module.key}-title`;
  const title = module.title || t('latestListings');
  return (
    <section className={styles.module} aria-labelledby={headingId} data-module="property-list">
      <h2 id={headingId}>{title}</h2>
      {module.description && <p className={styles.intro}>{module.description}</p>}
      {latest.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={cardStyles.grid} style={{ '--per-row': module.perRow } as CSSProperties}>
          {latest.items.map((property) => (
            <li key={property.id}>
              {/* Below the banner, whose image is the page's LCP: nothing here is fetched eagerly. */}
              <PropertyCard property={property} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.more}>
        <NavLink href={localizePath('/for-sale/', locale)}>{t('viewAll')}</NavLink>
      </p>
    </section>
  );
}
