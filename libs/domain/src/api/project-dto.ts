// The shapes of the public project endpoints (GET /api/projects, /api/projects/:id).
import { z } from 'zod';
import { locales } from '../locale';
import { ZLocalizedStringsSchema, ZPictureDtoSchema, ZPropertyDocumentDtoSchema, ZPropertySummaryDtoSchema } from './property-dto';
import { propertyGoals } from './property-queries';

export const ZProjectSummaryDtoSchema = z.object({
  /** The CRM's project ID. */
  id: z.number().int(),
  /** In the requested language, else French, else any. */
  name: z.string(),
  /** The city in the requested language, else the CRM's name (as properties). */
  city: z.string(),
  zip: z.string(),
  countryId: z.number(),
  picture: ZPictureDtoSchema.nullable(),
  /** The CRM's price range of the units; null where it gave none. */
  priceFrom: z.number().nullable(),
  priceTo: z.number().nullable(),
  /** Live units not sold or rented. */
  unitsAvailable: z.number().int(),
  /** The project's own website: the list links there, in a new tab (spec §2). */
  externalUrl: z.string().nullable(),
});
export type ProjectSummaryDto = z.infer<typeof ZProjectSummaryDtoSchema>;
export const ZProjectSummaryListSchema = z.array(ZProjectSummaryDtoSchema);

export const ZProjectDetailDtoSchema = ZProjectSummaryDtoSchema.extend({
  /** Sanitised HTML in the requested language. */
  description: z.string(),
  publishAddress: z.boolean(),
  /** Null when the address is not published. */
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  boxNr: z.string().nullable(),
  /** Null when the address is not published or the CRM gave none: a map would point at the site. */
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  pictures: z.array(ZPictureDtoSchema),
  documents: z.array(ZPropertyDocumentDtoSchema),
  /** The price list: the project's live units, cheapest first (prices on request last). */
  units: z.array(ZPropertySummaryDtoSchema),
  /** The name and city in every language, so the web can build each language's URL. */
  names: ZLocalizedStringsSchema,
  cities: ZLocalizedStringsSchema,
});
export type ProjectDetailDto = z.infer<typeof ZProjectDetailDtoSchema>;

/** Every language's text: the sitemap lists each language's URL. */
const everyLocale = z.record(z.enum(locales), z.string());

/** GET /api/sitemap/properties/{file} and /api/sitemap/projects: what a sitemap needs of each live property and project, in every language. */
export const ZSitemapEntryDtoSchema = z.object({
  id: z.number().int(),
  /** Properties only. */
  goal: z.enum(propertyGoals).optional(),
  /** The city and title (project: name) per language, as the detail page's canonical URL uses them. */
  cities: everyLocale,
  titles: everyLocale,
  /** The CRM's last change (ISO 8601), null when it gave none. */
  changedAt: z.string().nullable(),
});
export type SitemapEntryDto = z.infer<typeof ZSitemapEntryDtoSchema>;
