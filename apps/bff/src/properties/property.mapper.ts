// Entity → API DTO. Also where publication flags are enforced: a price or an
// address the agency did not publish never leaves the BFF, nor any amount the
// price can be worked back from (publishedDetailFields, libs/domain).
import {
  emptyDetailFields,
  goalOfCrm,
  isPriceLowered,
  isPricePublished,
  isStoredPropertyDetails,
  localizedCities,
  localizedCity,
  pickLocalized,
  publicMapPosition,
  publishedDetailFields,
  visiblePriceHistory,
  type Locale,
  type PriceChange,
  type PictureDto,
  type PropertyByIdsItemDto,
  type PropertyDetailDto,
  type PropertySummaryDto,
} from '@immo/domain';
import { safeHttpUrl } from '@immo/platform';
import type { LatestPriceChange, PropertyEntity } from '@immo/db';

/** The columns a list card needs: the list reads only these, not the whole row. */
export type PropertySummarySource = Pick<
  PropertyEntity,
  | 'id'
  | 'goal'
  | 'reference'
  | 'titles'
  | 'mainTypeName'
  | 'city'
  | 'cityNames'
  | 'zip'
  | 'countryId'
  | 'countryName'
  | 'price'
  | 'publishPrice'
  | 'priceUnit'
  | 'priceUnitText'
  | 'marquee'
  | 'marqueeName'
  | 'epcLabelText'
  | 'energyPerformance'
  | 'bedrooms'
  | 'surface'
  | 'livingSurface'
  | 'groundSurface'
  | 'latestPriceChange'
> & { pictures: readonly PictureDto[] };

/**
 * The photos whose link is a web address: rows imported before the importer
 * checked links may hold a `javascript:` or `data:` one, which must reach
 * neither an <img> nor og:image.
 */
export function safePictures(pictures: readonly PictureDto[]): PictureDto[] {
  return pictures.flatMap((picture) => {
    const url = safeHttpUrl(picture.url);
    return url ? [{ ...picture, url }] : [];
  });
}

/**
 * A card. `marqueeIgnoreList` is the site's (site_settings): a marquee on it
 * withholds the price, as on the detail page (isPricePublished).
 */
export function toPropertySummaryDto(
  property: PropertySummarySource,
  locale: Locale,
  marqueeIgnoreList: readonly number[],
): PropertySummaryDto {
  const price = isPricePublished(property, marqueeIgnoreList) ? property.price : null;
  return {
    id: property.id,
    goal: goalOfCrm(property.goal),
    reference: property.reference,
    title: pickLocalized(property.titles, locale),
    mainTypeName: property.mainTypeName ?? '',
    city: localizedCity(property, locale),
    zip: property.zip,
    countryId: property.countryId,
    countryName: property.countryName,
    price,
    publishPrice: property.publishPrice,
    priceUnit: property.priceUnit,
    priceUnitText: property.priceUnitText,
    marquee: property.marquee,
    marqueeName: property.marqueeName,
    epcLabelText: property.epcLabelText,
    energyPerformance: property.energyPerformance,
    bedrooms: property.bedrooms,
    surface: property.surface,
    livingSurface: property.livingSurface,
    groundSurface: property.groundSurface,
    picture: safePictures(property.pictures)[0] ?? null,
    priceLowered: isPriceLowered(priceChangeOf(property.latestPriceChange), price, new Date()),
  };
}

/** The latest change as the card's row carries it (jsonb: its date as text). */
function priceChangeOf(change: LatestPriceChange | null | undefined): PriceChange | null {
  return change ? { ...change, changedAt: new Date(change.changedAt) } : null;
}

/**
 * The site's marquee ignore list: marquees that stand in the price's place and withhold it. `priceChanges`: the
 * property's recorded changes, newest first (priceChangesOf), for the page's price history.
 */
export function toPropertyDetailDto(
  property: PropertyEntity,
  locale: Locale,
  marqueeIgnoreList: readonly number[],
  priceChanges: readonly PriceChange[] = [],
): PropertyDetailDto {
  const address = property.publishAddress;
  const pricePublished = isPricePublished(property, marqueeIgnoreList);
  // Stored in the domain's shape by the importer; a row not yet re-imported so shows no details.
  const details = isStoredPropertyDetails(property.details) ? property.details : null;
  const pin = publicMapPosition(property.latitude, property.longitude, address);
  const summary = toPropertySummaryDto(property, locale, marqueeIgnoreList);
  return {
    ...summary,
    description: pickLocalized(property.descriptions, locale),
    publishAddress: address,
    street: address ? property.street : null,
    houseNumber: address ? property.houseNumber : null,
    boxNr: address ? property.boxNr : null,
    pictures: safePictures(property.pictures),
    titles: property.titles,
    cities: localizedCities(property),
    fields: publishedDetailFields(details?.fields ?? emptyDetailFields(property), pricePublished),
    documents: details?.documents ?? [],
    videoUrls: details?.videoUrls ?? [],
    virtualTourUrl: details?.virtualTourUrl ?? null,
    position: pin?.position ?? null,
    positionApproximate: pin?.approximate ?? false,
    projectId: property.projectId ?? null,
    priceHistory: visiblePriceHistory(priceChanges, summary.price),
  };
}

/**
 * A favourite or a compared property: its card, whether it was withdrawn, and
 * the facts a comparison shows, read through toPropertyDetailDto so the same
 * amounts are withheld with an unpublished price.
 */
export function toPropertyByIdsItem(
  property: PropertyEntity,
  locale: Locale,
  marqueeIgnoreList: readonly number[],
): PropertyByIdsItemDto {
  const detail = toPropertyDetailDto(property, locale, marqueeIgnoreList);
  const { fields } = detail;
  return {
    ...toPropertySummaryDto(property, locale, marqueeIgnoreList),
    withdrawn: property.withdrawnAt !== null,
    facts: {
      livingSurface: fields.livingSurface,
      groundSurface: fields.groundSurface,
      bathrooms: fields.bathrooms,
      constructionYear: fields.constructionYear,
      energyPerformance: fields.energyPerformance,
      epcTotalConsumption: fields.epcTotalConsumption,
      ownerCharges: fields.ownerCharges,
      renterCharges: fields.renterCharges,
    },
  };
}
