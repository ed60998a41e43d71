import type { Locale, PropertyDetailDto } from '@immo/domain';
import { useTranslations } from 'next-intl';
import { PropertyMap } from '@/components/map/PropertyMap';
import { toMapFrameMarker } from '@/components/map/map-marker';
import styles from './DetailPage.module.css';
import layout from '@/components/DetailLayout.module.css';

// OpenStreetMap's own zoom levels: street level, or the neighbourhood for a rounded pin.
const EXACT_ZOOM = 17;
const APPROXIMATE_ZOOM = 14;

/**
 * Where the property is: the address as published, the map (the shared map
 * frame, loaded only when scrolled near) and a link to the position on
 * OpenStreetMap; both rounded when the address is private.
 */
export function LocationSection({ property, locale }: { property: PropertyDetailDto; locale: Locale }) {
  const t = useTranslations('PropertyPage');
  const tMap = useTranslations('Map');
  const tDetail = useTranslations('PropertyDetail');
  const street = property.publishAddress
    ? [property.street, property.houseNumber, property.boxNr].filter(Boolean).join(' ')
    : '';
  const position = property.position ?? null;
  const zoom = property.positionApproximate ? APPROXIMATE_ZOOM : EXACT_ZOOM;
  return (
    <section aria-labelledby="location" className={`${layout.section} ${styles.keepTogether}`}>
      <h2 id="location">{t('location')}</h2>
      <address className={styles.address}>
        {street && (
          <>
            {street}
            <br />
          </>
        )}
        {property.zip} {property.city}
      </address>
      {!property.publishAddress && <p>{tMap('addressHidden')}</p>}
      {position && (
        <div className={styles.noPrint}>
          <PropertyMap
            markers={[
              toMapFrameMarker({ ...property, position, approximate: property.positionApproximate ?? false }, locale),
            ]}
            locale={locale}
            deferred
            title={`${t('location')}: ${property.zip} ${property.city}`}
          />
        </div>
      )}
      {position && (
        <p className={styles.noPrint}>
          <a
            className={styles.action}
            href={`https://www.openstreetmap.org/?mlat=${position.lat}&mlon=${position.lng}#map=${zoom}/${position.lat}/${position.lng}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {property.positionApproximate ? `${tDetail('approximateLocation')} – ` : ''}
            {tDetail('openInOpenStreetMap')}
          </a>
        </p>
      )}
    </section>
  );
}
