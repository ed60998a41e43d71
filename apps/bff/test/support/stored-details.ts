import { emptyDetailFields, type PropertyDetailFields, type StoredPropertyDetails } from '@immo/domain';

/** `properties.details` as the importer stores it, with the given fields and parts. */
export function storedDetails(
  fields: Partial<PropertyDetailFields> = {},
  parts: Partial<Omit<StoredPropertyDetails, 'fields'>> = {},
): StoredPropertyDetails {
  const none = emptyDetailFields({ bedrooms: null, epcLabelText: null, energyPerformance: null });
  return { fields: { ...none, ...fields }, documents: [], videoUrls: [], virtualTourUrl: null, ...parts };
}
