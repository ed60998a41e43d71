// Shapes of the catalogue and search endpoints. Cities and types keep the
// CRM's field names (spec §9: GetCityList / GetWebIDList), as the web and any
// client written against the CRM expect them; their types stay in entities/,
// and the annotations make the compiler reject a schema that drifts from them.
import { z } from 'zod';
import type { CityEntry, CityListResponse } from '../entities/city';
import type { PropertyType } from '../entities/property-type';
import { ZPropertySummaryDtoSchema } from './property-dto';

/** Live totals: the search block's {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
export const ZPropertyCountsDtoSchema = z.object({ sale: z.number().int(), rent: z.number().int() });
export type PropertyCountsDto = z.infer<typeof ZPropertyCountsDtoSchema>;

export const ZCityEntrySchema: z.ZodType<CityEntry> = z.object({
  Name: z.string(),
  Zip: z.string(),
  CountryID: z.number(),
  CountryName: z.string(),
  PropertyCount: z.number(),
  language: z.string(),
  countSaleProperty: z.number(),
  countRentProperty: z.number(),
});

export const ZCityListResponseSchema: z.ZodType<CityListResponse> = z.object({
  all: z.array(ZCityEntrySchema),
  sale: z.array(ZCityEntrySchema),
  rent: z.array(ZCityEntrySchema),
  projects: z.tuple([]),
  neighbourhoods: z.tuple([]),
});

export const ZPropertyTypeSchema: z.ZodType<PropertyType> = z.object({
  ID: z.number(),
  WebID: z.number(),
  Name: z.string(),
  ShowOrder: z.number(),
  Sale: z.boolean(),
  Rent: z.boolean(),
  language: z.string(),
  countSaleProperty: z.number(),
  countRentProperty: z.number(),
});
export const ZPropertyTypeListSchema = z.array(ZPropertyTypeSchema);

export const ZSearchPropertyDtoSchema = ZPropertySummaryDtoSchema.extend({
  /** The description in the requested language, cut at SEARCH_DESCRIPTION_LIMIT. */
  description: z.string(),
});
export type SearchPropertyDto = z.infer<typeof ZSearchPropertyDtoSchema>;

export const ZSearchResultDtoSchema = z.object({
  properties: z.array(ZSearchPropertyDtoSchema),
  cities: z.array(ZCityEntrySchema),
  types: z.array(ZPropertyTypeSchema),
});
export type SearchResultDto = z.infer<typeof ZSearchResultDtoSchema>;
