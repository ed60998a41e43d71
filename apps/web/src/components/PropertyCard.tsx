import {
  cardFacts,
  formatLocaleNumber,
  priceDisplay,
  propertyEnergyLabel,
  type PropertySummaryDto,
} from '@immo/domain';
import { propertyPath, type Locale } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/NavLink';
import { getSiteFacts } from '@/config/site';
import { FavouriteButton } from '@/components/favourites/FavouriteButton';
import { EnergyBadge } from './EnergyBadge';
import { MarqueeBadge } from './MarqueeBadge';
import { PriceText } from './PriceText';
import { PriceLoweredBadge } from './PriceLoweredBadge';
import { PropertyPhoto } from './PropertyPhoto';
import styles from './Card.module.css';

interface PropertyCardProps {
  property: PropertySummaryDto;
  locale: Locale;
  /** The first cards are above the fold on most screens: load them eagerly. */
  eager?: boolean;
  /** The favourites heart on the photo; the favourites page has its own remove button instead. */
  heart?: boolean;
}

export async function PropertyCard({ property, locale, eager = false, heart = true }: PropertyCardProps) {
  const [t, { marqueeIgnoreList }] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyCard' }),
    getSiteFacts(locale),
  ]);
  const energy = propertyEnergyLabel(property);
  const facts = cardFacts(property);
  const area = (value: number) => formatLocaleNumber(value, locale);
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        <PropertyPhoto
          picture={property.picture}
          alt={t('photoOf', { title: property.title, city: property.city })}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          eager={eager}
          className={styles.photo}
        />
        <MarqueeBadge marquee={property.marquee} className={styles.marquee} />
        {heart && <FavouriteButton id={property.id} title={property.title} locale={locale} onPhoto />}
      </div>
      <div className={styles.body}>
        <p className={styles.goal}>{property.goal === 'sale' ? t('forSale') : t('forRent')}</p>
        <h3 className={styles.title}>
          {/* propertyPath already gives the localized URL. The link covers
              the whole card via CSS; the heading stays its name. */}
          <NavLink href={propertyPath(property, locale)} className={`card__link ${styles.link}`}>
            {property.title}
          </NavLink>
        </h3>
        <p className={`card__city ${styles.city}`}>
          {property.zip} {property.city}
        </p>
        <p className={`card__price ${styles.price}`}>
          <PriceText display={priceDisplay(property, marqueeIgnoreList)} />
          <PriceLoweredBadge lowered={property.priceLowered} />
        </p>
        {(facts.livingArea ?? facts.bedrooms ?? facts.plotArea) !== null && (
          // Words, not icons: "3 bedrooms" reads the same to every visitor and screen reader.
          <ul className={`card__facts ${styles.facts}`} aria-label={t('facts')}>
            {facts.livingArea !== null && <li>{t('livingArea', { value: area(facts.livingArea) })}</li>}
            {facts.bedrooms !== null && <li>{t('bedrooms', { count: facts.bedrooms })}</li>}
            {facts.plotArea !== null && <li>{t('plotArea', { value: area(facts.plotArea) })}</li>}
          </ul>
        )}
        {energy && <EnergyBadge label={energy.label} className={styles.energy} />}
      </div>
    </article>
  );
}
