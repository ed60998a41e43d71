// A pin's row and its DTO: the markers read only what a pin shows (no card
// facts, one photo) and the position, in the list's statement
// (PropertiesService.findPage), so the map and the list find the same properties.
import {
  goalOfCrm,
  isPricePublished,
  localizedCity,
  pickLocalized,
  publicMapPosition,
  type Locale,
  type MapMarkerDto,
  type PictureDto,
} from '@immo/domain';
import { cityNamesSql, MARQUEE_IGNORE_LIST, type PropertyEntity } from '@immo/db';
import { safePictures } from '../properties/property.mapper';

/** MarkerRow's columns (numerics as float8; only the first photo), with the site's marquee ignore list. */
export const MARKER_COLUMNS = `p.id, p.goal, p.titles, p.city, ${cityNamesSql('p')} AS "cityNames", p.zip,
  p.price::float8 AS price, p.publish_price AS "publishPrice", p.price_unit AS "priceUnit",
  p.price_unit_text AS "priceUnitText", p.marquee, p.marquee_name AS "marqueeName",
  jsonb_path_query_array(p.pictures, '$[0]') AS pictures, p.latitude, p.longitude, p.publish_address AS "publishAddress",
  ${MARQUEE_IGNORE_LIST} AS "marqueeIgnoreList"`;

export type MarkerRow = Pick<
  PropertyEntity,
  | 'id'
  | 'goal'
  | 'titles'
  | 'city'
  | 'cityNames'
  | 'zip'
  | 'price'
  | 'publishPrice'
  | 'priceUnit'
  | 'priceUnitText'
  | 'marquee'
  | 'marqueeName'
  | 'latitude'
  | 'longitude'
  | 'publishAddress'
> & { pictures: readonly PictureDto[]; marqueeIgnoreList: number[] };

/** The pin of a row, or null when it has no position (the map counts those apart). */
export function toMapMarkerDto(row: MarkerRow, locale: Locale): MapMarkerDto | null {
  const pin = publicMapPosition(row.latitude, row.longitude, row.publishAddress);
  if (!pin) return null;
  return {
    id: row.id,
    goal: goalOfCrm(row.goal),
    title: pickLocalized(row.titles, locale),
    city: localizedCity(row, locale),
    zip: row.zip,
    // A withheld price never leaves the BFF, as on the card (toPropertySummaryDto).
    price: isPricePublished(row, row.marqueeIgnoreList) ? row.price : null,
    publishPrice: row.publishPrice,
    priceUnit: row.priceUnit,
    priceUnitText: row.priceUnitText,
    marquee: row.marquee,
    marqueeName: row.marqueeName,
    picture: safePictures(row.pictures)[0] ?? null,
    position: pin.position,
    approximate: pin.approximate,
  };
}
