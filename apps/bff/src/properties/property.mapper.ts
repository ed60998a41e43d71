// Entity → API DTO. Also where publication flags are enforced: a price or an
// address the agency did not publish never leaves the BFF.
import { pickLocalized, type Locale, type PropertyDetailDto, type PropertySummaryDto } from '@immo/domain';
import type { PropertyEntity } from './property.entity';

export function toPropertySummaryDto(property: PropertyEntity, locale: Locale): PropertySummaryDto {
  return {
    id: property.id,
    goal: property.goal,
    reference: property.reference,
    title: pickLocalized(property.titles, locale),
    mainTypeName: property.mainTypeName ?? '',
    city: property.city,
    zip: property.zip,
    countryId: property.countryId,
    countryName: property.countryName,
    price: property.publishPrice ? property.price : null,
    publishPrice: property.publishPrice,
    priceUnit: property.priceUnit,
    priceUnitText: property.priceUnitText,
    marquee: property.marquee,
    marqueeName: property.marqueeName,
    epcLabelText: property.epcLabelText,
    energyPerformance: property.energyPerformance,
    bedrooms: property.bedrooms,
    surface: property.surface,
    picture: property.pictures[0] ?? null,
  };
}

export function toPropertyDetailDto(property: PropertyEntity, locale: Locale): PropertyDetailDto {
  const address = property.publishAddress;
  return {
    ...toPropertySummaryDto(property, locale),
    description: pickLocalized(property.descriptions, locale),
    publishAddress: address,
    street: address ? property.street : null,
    houseNumber: address ? property.houseNumber : null,
    boxNr: address ? property.boxNr : null,
    pictures: property.pictures,
    titles: property.titles,
  };
}
