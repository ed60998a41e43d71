import { priceDisplay, type MapMarkersDto, type MapPosition } from '@immo/domain';
import type { Locale } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/NavLink';
import { PriceText } from '@/components/PriceText';
import { PropertyMap } from '@/components/map/PropertyMap';
import { toMapFrameMarker } from '@/components/map/map-marker';
import { getSiteFacts } from '@/config/site';
import { withSiteNumbers } from '@/lib/site-numbers';
import styles from './PropertyListPage.module.css';

/**
 * The map of the whole search, with what it leaves out said in words (no
 * position, over the limit) and the same properties as a list of links: the
 * text alternative of the map for screen readers and keyboards.
 */
export async function ListMapView({
  result,
  locale,
  area,
}: {
  result: MapMarkersDto;
  locale: Locale;
  /** The search's drawn area; the map offers to draw one either way. */
  area?: MapPosition[];
}) {
  const [t, tErrors, { marqueeIgnoreList }] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyList' }).then((translate) => withSiteNumbers(translate, locale)),
    getTranslations({ locale, namespace: 'Errors' }),
    getSiteFacts(locale),
  ]);
  const pins = result.markers.map((property) => ({ property, pin: toMapFrameMarker(property, locale) }));
  const markers = pins.map(({ pin }) => pin);
  if (result.total === 0) return <p className="property-list__empty">{tErrors('noResults')}</p>;
  return (
    <section className={styles.mapView}>
      <PropertyMap markers={markers} locale={locale} drawing={{ area: area ?? [] }} />
      {result.total > result.limit && (
        <p className={styles.mapNote}>
          {t(result.totalCapped ? 'mapLimitedMore' : 'mapLimited', { shown: result.limit, total: result.total })}
        </p>
      )}
      {result.withoutPosition > 0 && (
        <p className={styles.mapNote}>{t('mapWithoutPosition', { count: result.withoutPosition })}</p>
      )}
      {markers.length > 0 && (
        <details className={styles.mapList}>
          <summary>{t('mapPropertiesList', { count: markers.length })}</summary>
          <ul>
            {pins.map(({ property, pin }) => (
              <li key={property.id}>
                <NavLink href={pin.href}>{property.title}</NavLink>
                {' – '}
                {property.zip} {property.city}
                {' – '}
                <PriceText display={priceDisplay(property, marqueeIgnoreList)} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
