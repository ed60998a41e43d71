import type { Locale, OwnerPropertyDto, PriceDisplay } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { PriceText } from '@/components/PriceText';
import styles from './Owner.module.css';

/** Reference, status and price as the public site shows them, and the public page when there is one. */
export async function PropertyFacts({ property, locale }: { property: OwnerPropertyDto; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OwnerPortal' });
  return (
    <>
      <p className={styles.meta}>
        {t('reference', { reference: property.reference })} · {property.city}
      </p>
      <dl className={styles.facts}>
        <dt>{t('statusLabel')}</dt>
        <dd>{t('status', { status: property.status })}</dd>
        <dt>{t('priceLabel')}</dt>
        <dd>
          {/* The schema's marquee is one of marqueeWords (a plain string enum). */}
          <PriceText display={property.price as PriceDisplay} />
        </dd>
      </dl>
    </>
  );
}
