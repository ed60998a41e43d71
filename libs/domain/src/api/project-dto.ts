// The shapes of the public project endpoints (GET /api/projects, /api/projects/:id).
import { z } from 'zod';
import { locales } from '../locale';
import {
  ZLocalizedStringsSchema,
  ZPictureDtoSchema,
  ZPropertyDocumentDtoSchema,
  ZPropertySummaryDtoSchema,
} from './property-dto';
import { propertyGoals } from './property-queries';

export const ZProjectSummaryDtoSchema = z.object({
  id: z.number().int().meta({ description: 'CRM project ID' }),
  name: z.string().meta({ description: 'In the requested locale, else French, else any' }),
  city: z.string().meta({ description: 'In the requested locale, else the CRM name' }),
  zip: z.string(),
  countryId: z.number().meta({ description: '10 Belgium, 50 Luxembourg' }),
  picture: ZPictureDtoSchema.nullable(),
  priceFrom: z.number().nullable().meta({ description: "The CRM's price range of the units; null where it gave none" }),
  priceTo: z.number().nullable(),
  unitsAvailable: z.number().int().meta({ description: 'Live units neither sold nor rented' }),
  /** The list links there, in a new tab (spec §2). */
  externalUrl: z.string().nullable().meta({ description: "The project's own website" }),
});
export type ProjectSummaryDto = z.infer<typeof ZProjectSummaryDtoSchema>;
export const ZProjectSummaryListSchema = z.array(ZProjectSummaryDtoSchema);

export const ZProjectDetailDtoSchema = ZProjectSummaryDtoSchema.extend({
  description: z.string().meta({ description: 'Sanitised HTML in the requested locale' }),
  publishAddress: z.boolean(),
  street: z.string().nullable().meta({ description: 'null when the address is not published' }),
  houseNumber: z.string().nullable(),
  boxNr: z.string().nullable(),
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable().meta({
    description: 'null when the address is not published or the CRM gave none: a map would point at the site',
  }),
  pictures: z.array(ZPictureDtoSchema),
  documents: z.array(ZPropertyDocumentDtoSchema),
  units: z
    .array(ZPropertySummaryDtoSchema)
    .meta({ description: 'The price list: live units, cheapest first, prices on request last' }),
  names: ZLocalizedStringsSchema.meta({
    description: 'Name per locale, for building each language URL',
    example: { fr: 'Les Jardins du Parc' },
  }),
  cities: ZLocalizedStringsSchema.meta({
    description: 'City per locale, for building each language URL',
    example: { fr: 'Bruxelles', nl: 'Brussel' },
  }),
});
export type ProjectDetailDto = z.infer<typeof ZProjectDetailDtoSchema>;

/** Every language's text: the sitemap lists each language's URL. */
const everyLocale = z.record(z.enum(locales), z.string());

/** GET /api/sitemap/properties/{file} and /api/sitemap/projects: what a sitemap needs of each live property and project, in every language. */
export const ZSitemapEntryDtoSchema = z.object({
  id: z.number().int(),
  goal: z.enum(propertyGoals).optional().meta({ description: 'Properties only' }),
  cities: everyLocale.meta({
    description: 'City per locale (nl, fr, en, de), as in the detail URL',
    example: { nl: 'Elsene', fr: 'Ixelles' },
  }),
  titles: everyLocale.meta({ description: 'Title (project: name) per locale, as in the detail URL' }),
  changedAt: z.string().nullable().meta({ description: "The CRM's last change (ISO 8601), null when it gave none" }),
});
export type SitemapEntryDto = z.infer<typeof ZSitemapEntryDtoSchema>;
