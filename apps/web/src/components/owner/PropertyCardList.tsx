import type { Locale, OwnerPropertyDto } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { ownerPropertyPath } from '@/lib/owner/owner-paths';
import { PropertyFacts } from './PropertyFacts';
import { ViewFigures } from './ViewFigures';
import styles from './Owner.module.css';

/** The owner's properties, each with its four figures first: what an owner opens the portal for. */
export async function PropertyCardList({
  properties,
  locale,
  loginPath,
}: {
  properties: OwnerPropertyDto[];
  locale: Locale;
  loginPath: string;
}) {
  const t = await getTranslations({ locale, namespace: 'OwnerPortal' });
  if (properties.length === 0) return <p className={styles.notice}>{t('noProperties')}</p>;
  return (
    <ul className={styles.cards}>
      {properties.map((property) => (
        <li key={property.id} className={styles.card} data-testid={`property-${property.id}`}>
          <h3 className={styles.cardTitle}>
            <a href={ownerPropertyPath(property.id, locale)}>{property.title}</a>
          </h3>
          <ViewFigures propertyId={property.id} views={property.views} locale={locale} loginPath={loginPath} />
          <PropertyFacts property={property} locale={locale} />
          <p className={styles.links}>
            <a href={ownerPropertyPath(property.id, locale)}>{t('details', { title: property.title })}</a>
            {property.path ? <a href={property.path}>{t('publicPage')}</a> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
