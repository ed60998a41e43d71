// The shapes the BFF serves and the web renders. CRM field names (PascalCase,
// as in the spec) stop at the importer; everything past PostgreSQL is camelCase.
// Each shape is a zod schema and its type is inferred from it, so the check
// the web runs on every BFF answer (apps/web/src/lib/bff.ts) cannot drift
// from the type the BFF's mappers are compiled against.
import { z } from 'zod';
import { locales } from '../locale';
import { ZPropertyDetailFieldsSchema } from './property-detail-fields-schema';
import { propertyGoals } from './property-queries';

export const ZPictureDtoSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type PictureDto = z.infer<typeof ZPictureDtoSchema>;

export const ZMapPinSchema = z.object({ lat: z.number(), lng: z.number() });

/** A text per language, where the CRM gave one. */
export const ZLocalizedStringsSchema = z.partialRecord(z.enum(locales), z.string());

export const ZPropertySummaryDtoSchema = z.object({
  id: z.number().int(),
  /** Whether the property is for sale or for rent (the importer reads the CRM's number). */
  goal: z.enum(propertyGoals),
  /** The CRM reference (RecordFile), e.g. V-1234 or L-5678. */
  reference: z.string(),
  /** TypeDescription in the requested language. */
  title: z.string(),
  mainTypeName: z.string(),
  city: z.string(),
  zip: z.string(),
  countryId: z.number(),
  countryName: z.string(),
  price: z.number().nullable(),
  /** false means 'price on request'. */
  publishPrice: z.boolean(),
  priceUnit: z.number().nullable(),
  priceUnitText: z.string().nullable(),
  marquee: z.number(),
  marqueeName: z.string().nullable(),
  epcLabelText: z.string().nullable(),
  energyPerformance: z.number().nullable(),
  bedrooms: z.number().nullable(),
  surface: z.number().nullable(),
  picture: ZPictureDtoSchema.nullable(),
  /**
   * The pin for a map, from `publicMapPosition` (rounded when the address is
   * not published); null without coordinates. Optional until the BFF's
   * summary mapper fills it.
   */
  position: ZMapPinSchema.nullable().optional(),
});
export type PropertySummaryDto = z.infer<typeof ZPropertySummaryDtoSchema>;

export const ZPropertyDocumentDtoSchema = z.object({
  url: z.string(),
  name: z.string(),
  /** The CRM's document type code, e.g. `plan`, `epc`. */
  type: z.string().nullable(),
  /** The document's language, when the CRM names one we know. */
  locale: z.enum(locales).nullable(),
});
export type PropertyDocumentDto = z.infer<typeof ZPropertyDocumentDtoSchema>;

export const ZPropertyDetailDtoSchema = ZPropertySummaryDtoSchema.extend({
  description: z.string(),
  publishAddress: z.boolean(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  boxNr: z.string().nullable(),
  pictures: z.array(ZPictureDtoSchema),
  /** The property's title in every language, so the web can build each language's URL. */
  titles: ZLocalizedStringsSchema,
  /** The city in every language (Ixelles / Elsene), so each language's URL is its canonical one. */
  cities: ZLocalizedStringsSchema.optional(),
  /** Every detail field of the CRM, null where it gave none (including the manager). */
  fields: ZPropertyDetailFieldsSchema,
  documents: z.array(ZPropertyDocumentDtoSchema),
  /** Video links as the CRM gives them; the web embeds them by `videoEmbed`. */
  videoUrls: z.array(z.string()),
  virtualTourUrl: z.string().nullable(),
  /** The map pin (see `publicMapPosition`): null when the CRM gave no position. */
  position: ZMapPinSchema.nullable(),
  /** True when the pin was rounded to about a kilometre because the address is not published. */
  positionApproximate: z.boolean(),
  /** The new-build project this property is a unit of, if any: its page links the project. */
  projectId: z.number().int().nullable(),
});
export type PropertyDetailDto = z.infer<typeof ZPropertyDetailDtoSchema>;

/** GET /api/properties/:id/neighbours: the properties before and after in the list's default order. */
export const ZPropertyNeighboursDtoSchema = z.object({
  previous: ZPropertySummaryDtoSchema.nullable(),
  next: ZPropertySummaryDtoSchema.nullable(),
});
export type PropertyNeighboursDto = z.infer<typeof ZPropertyNeighboursDtoSchema>;

export interface PageDto<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** One page of a list, its items checked by `item`. */
export function pageDtoSchema<T>(item: z.ZodType<T>): z.ZodType<PageDto<T>> {
  return z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
}

export const ZPropertySummaryPageSchema = pageDtoSchema(ZPropertySummaryDtoSchema);
