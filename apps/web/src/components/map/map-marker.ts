// What a page knows about a property → one pin of the map frame's message.
import type { MapPosition, PictureDto, PropertyGoal, TMapFrameMarker } from '@immo/domain';
import { propertyPath, type Locale } from '@immo/i18n';

export interface MapMarkerSource {
  id: number;
  goal: PropertyGoal;
  title: string;
  city: string;
  zip: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  marquee: number;
  marqueeName: string | null;
  priceUnitText: string | null;
  picture: PictureDto | null;
  position: MapPosition;
  /** True when the position was rounded because the address is not published. */
  approximate: boolean;
}

/** A pin with everything its popup shows, and the link to the property's page in `locale`. */
export function toMapFrameMarker(property: MapMarkerSource, locale: Locale): TMapFrameMarker {
  return {
    id: property.id,
    lat: property.position.lat,
    lng: property.position.lng,
    approximate: property.approximate,
    title: property.title,
    place: `${property.zip} ${property.city}`.trim(),
    href: propertyPath(property, locale),
    picture: property.picture,
    price: {
      price: property.price,
      publishPrice: property.publishPrice,
      priceUnit: property.priceUnit,
      marquee: property.marquee,
      marqueeName: property.marqueeName,
      goal: property.goal,
      priceUnitText: property.priceUnitText,
    },
  };
}
