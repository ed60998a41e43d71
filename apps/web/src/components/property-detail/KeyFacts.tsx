import { formatNumber, priceDisplay, type Locale, type PropertyDetailDto } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { PriceText } from '@/components/PriceText';
import { getSiteFacts } from '@/config/site';
import factsStyles from '@/components/Facts.module.css';
import layout from '@/components/DetailLayout.module.css';

/** The facts a visitor compares first, as a description list. */
export async function KeyFacts({ property, locale }: { property: PropertyDetailDto; locale: Locale }) {
  const [t, tUnits, { marqueeIgnoreList }] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyPage' }),
    getTranslations({ locale, namespace: 'Units' }),
    getSiteFacts(locale),
  ]);
  const address = property.publishAddress
    ? [property.street, property.houseNumber, property.boxNr].filter(Boolean).join(' ')
    : '';
  return (
    <section aria-labelledby="key-facts" className={layout.section}>
      <h2 id="key-facts">{t('keyFacts')}</h2>
      <dl className={`facts ${factsStyles.facts}`}>
        <div>
          <dt>{t('reference')}</dt>
          <dd>{property.reference}</dd>
        </div>
        <div>
          <dt>{t('price')}</dt>
          <dd>
            <PriceText display={priceDisplay(property, marqueeIgnoreList)} />
          </dd>
        </div>
        {property.bedrooms !== null && property.bedrooms > 0 && (
          <div>
            <dt>{t('bedrooms')}</dt>
            <dd>{property.bedrooms}</dd>
          </div>
        )}
        {property.surface !== null && property.surface > 0 && (
          <div>
            <dt>{t('surface')}</dt>
            <dd>{tUnits('squareMeters', { value: formatNumber(property.surface) })}</dd>
          </div>
        )}
        <div>
          <dt>{t('address')}</dt>
          <dd>{address || t('addressOnRequest')}</dd>
        </div>
        <div>
          <dt>{t('city')}</dt>
          <dd>
            {property.zip} {property.city}
          </dd>
        </div>
      </dl>
    </section>
  );
}
