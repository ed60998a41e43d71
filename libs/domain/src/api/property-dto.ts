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
  url: z.string().meta({ example: '/sample-photos/apartment-living.svg' }),
  width: z.number(),
  height: z.number(),
});
export type PictureDto = z.infer<typeof ZPictureDtoSchema>;

export const ZMapPinSchema = z.object({
  lat: z.number().meta({ example: 50.8275 }),
  lng: z.number().meta({ example: 4.3629 }),
});

/** A text per language, where the CRM gave one. */
export const ZLocalizedStringsSchema = z.partialRecord(z.enum(locales), z.string());

export const ZPropertySummaryDtoSchema = z.object({
  id: z.number().int().meta({ description: 'CRM ID' }),
  /** Whether the property is for sale or for rent (the importer reads the CRM's number). */
  goal: z.enum(propertyGoals),
  reference: z.string().meta({ description: 'The CRM reference (RecordFile)', example: 'V-2025-014' }),
  title: z.string().meta({ description: 'TypeDescription in the requested locale, else French, else any' }),
  mainTypeName: z.string(),
  city: z.string(),
  zip: z.string(),
  countryId: z.number().meta({ description: '10 Belgium, 50 Luxembourg' }),
  countryName: z.string(),
  price: z.number().nullable().meta({ description: 'null when the price is not published' }),
  publishPrice: z.boolean().meta({ description: "false = 'price on request'" }),
  priceUnit: z.number().nullable().meta({ description: "7 = 'starting from'" }),
  priceUnitText: z.string().nullable(),
  marquee: z.number().meta({ description: '0 none, 3 sold, 4 rented' }),
  marqueeName: z.string().nullable(),
  epcLabelText: z.string().nullable(),
  energyPerformance: z.number().nullable(),
  bedrooms: z.number().nullable(),
  surface: z.number().nullable().meta({ description: 'The total area (SurfaceTotal), m²' }),
  livingSurface: z.number().nullable().meta({ description: 'The living area, m²; null when the CRM gave none' }),
  groundSurface: z.number().nullable().meta({ description: 'The plot area, m²; null when the CRM gave none' }),
  picture: ZPictureDtoSchema.nullable(),
  /**
   * The pin for a map, from `publicMapPosition` (rounded when the address is
   * not published); null without coordinates. Optional until the BFF's
   * summary mapper fills it.
   */
  position: ZMapPinSchema.nullable().optional(),
  priceLowered: z.boolean().optional().meta({
    description:
      'true for 30 days after the published price dropped and has not risen since (isPriceLowered); absent: no',
  }),
});
export type PropertySummaryDto = z.infer<typeof ZPropertySummaryDtoSchema>;

export const ZPropertyDocumentDtoSchema = z.object({
  url: z.string(),
  name: z.string().meta({ description: 'The CRM name, else its type, else the file name' }),
  type: z
    .string()
    .nullable()
    .meta({ description: "The CRM's document type code, e.g. `plan`, `epc`", example: 'plan' }),
  locale: z.enum(locales).nullable().meta({ description: "The document's language, when the CRM names one we know" }),
});
export type PropertyDocumentDto = z.infer<typeof ZPropertyDocumentDtoSchema>;

/** A line of the price history (visiblePriceHistory): on `day` the price became `price`, from `previousPrice`. */
export const ZPriceHistoryEntrySchema = z.object({
  day: z.string().meta({ description: 'The Brussels calendar day of the change', example: '2026-11-20' }),
  price: z.number(),
  previousPrice: z.number(),
  direction: z.enum(['lowered', 'raised']),
  percent: z.number().meta({ description: 'The change as a share of the previous price, one decimal', example: 5 }),
});

export const ZPropertyDetailDtoSchema = ZPropertySummaryDtoSchema.extend({
  description: z.string(),
  publishAddress: z.boolean(),
  street: z.string().nullable().meta({ description: 'null when the address is not published' }),
  houseNumber: z.string().nullable(),
  boxNr: z.string().nullable(),
  pictures: z.array(ZPictureDtoSchema),
  titles: ZLocalizedStringsSchema.meta({
    description: 'Title per locale (nl, fr, en, de), for building each language URL',
    example: { fr: 'Appartement lumineux' },
  }),
  cities: ZLocalizedStringsSchema.optional().meta({
    description: 'The city per locale (Ixelles / Elsene), so each language URL is its canonical one',
  }),
  fields: ZPropertyDetailFieldsSchema,
  documents: z.array(ZPropertyDocumentDtoSchema),
  videoUrls: z.array(z.string()).meta({ description: 'Video links as the CRM gives them; the web embeds them' }),
  virtualTourUrl: z.string().nullable(),
  position: ZMapPinSchema.nullable().meta({
    description:
      'The map pin: rounded to about 1 km when the address is not published; null when the CRM gave no position',
  }),
  positionApproximate: z.boolean().meta({ description: 'true when position was rounded' }),
  projectId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The new-build project this property is a unit of; its page links it' }),
  priceHistory: z.array(ZPriceHistoryEntrySchema).optional().meta({
    description:
      'Changes of the published price, newest first, since it was last published; empty or absent while on request',
  }),
});
export type PropertyDetailDto = z.infer<typeof ZPropertyDetailDtoSchema>;

/** GET /api/properties/:id/neighbours: the properties before and after in the list's default order. */
export const ZPropertyNeighboursDtoSchema = z.object({
  previous: ZPropertySummaryDtoSchema.nullable().meta({
    description: 'The newer neighbour in the list; null for the first',
  }),
  next: ZPropertySummaryDtoSchema.nullable().meta({
    description: 'The older neighbour in the list; null for the last',
  }),
});
export type PropertyNeighboursDto = z.infer<typeof ZPropertyNeighboursDtoSchema>;

export interface PageDto<T> {
  items: T[];
  total: number;
  /** true: the count stopped at `total`, and more match (a map search's, MAP_SEARCH_COUNT_CAP). */
  totalCapped?: boolean;
  limit: number;
  offset: number;
}

/** One page of a list, its items checked by `item`. */
export function pageDtoSchema<T>(item: z.ZodType<T>): z.ZodType<PageDto<T>> {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean().optional().meta({
      description: 'true: more than `total` match (a map search counts up to 1,000); absent: `total` is exact',
    }),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}

export const ZPropertySummaryPageSchema = pageDtoSchema(ZPropertySummaryDtoSchema);
