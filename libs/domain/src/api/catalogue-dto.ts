// Shapes of the catalogue and search endpoints. Cities and types keep the
// CRM's field names (spec §9: GetCityList / GetWebIDList), as the web and any
// client written against the CRM expect them; their types stay in entities/,
// and the annotations make the compiler reject a schema that drifts from them.
import { z } from 'zod';
import type { CityEntry, CityListResponse } from '../entities/city';
import type { PropertyType } from '../entities/property-type';
import { ZPropertySummaryDtoSchema } from './property-dto';

/** Live totals: the search block's {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
export const ZPropertyCountsDtoSchema = z.object({
  sale: z.number().int().meta({ description: 'Live properties for sale ({FOR_SALE_TOTAL})' }),
  rent: z.number().int().meta({ description: 'Live properties for rent ({FOR_RENT_TOTAL})' }),
});
export type PropertyCountsDto = z.infer<typeof ZPropertyCountsDtoSchema>;

export const ZCityEntrySchema: z.ZodType<CityEntry> = z.object({
  Name: z
    .string()
    .meta({ example: 'Luik', description: 'In the requested locale, else French, else the official name' }),
  Zip: z.string().meta({ example: '4000' }),
  CountryID: z.number().meta({ description: '10 Belgium, 50 Luxembourg' }),
  CountryName: z.string().meta({ example: 'Belgique' }),
  PropertyCount: z.number().meta({ description: 'Live properties for sale and for rent' }),
  language: z.string().meta({ example: 'nl' }),
  countSaleProperty: z.number(),
  countRentProperty: z.number(),
});

export const ZCityListResponseSchema: z.ZodType<CityListResponse> = z.object({
  all: z.array(ZCityEntrySchema).meta({ description: 'Cities with at least one live property' }),
  sale: z.array(ZCityEntrySchema),
  rent: z.array(ZCityEntrySchema),
  projects: z.tuple([]).meta({ description: 'Always empty' }),
  neighbourhoods: z.tuple([]).meta({ description: 'Always empty' }),
});

export const ZPropertyTypeSchema: z.ZodType<PropertyType> = z.object({
  ID: z.number().meta({ description: 'CRM record id' }),
  WebID: z.number().meta({ description: 'What ?type= filters by' }),
  Name: z.string().meta({ example: 'Maison' }),
  ShowOrder: z.number(),
  Sale: z.boolean().meta({ description: 'Offered in the For sale search' }),
  Rent: z.boolean().meta({ description: 'Offered in the For rent search' }),
  language: z.string().meta({ example: 'fr' }),
  countSaleProperty: z.number(),
  countRentProperty: z.number(),
});
export const ZPropertyTypeListSchema = z.array(ZPropertyTypeSchema);

export const ZSearchPropertyDtoSchema = ZPropertySummaryDtoSchema.extend({
  description: z
    .string()
    .meta({ description: 'In the requested locale, cut at SEARCH_DESCRIPTION_LIMIT (100) characters' }),
});
export type SearchPropertyDto = z.infer<typeof ZSearchPropertyDtoSchema>;

export const ZSearchResultDtoSchema = z.object({
  properties: z.array(ZSearchPropertyDtoSchema).meta({ description: 'By reference prefix or CRM id' }),
  cities: z
    .array(ZCityEntrySchema)
    .meta({ description: 'By name in any language (accents ignored) or postal code prefix' }),
  types: z.array(ZPropertyTypeSchema).meta({ description: 'By name in the locale' }),
});
export type SearchResultDto = z.infer<typeof ZSearchResultDtoSchema>;
