// GET /api/properties/by-ids (issue 26): the properties a visitor keeps as
// favourites or compares, by id, withdrawn ones included with their status,
// so a list never loses one silently.
import { z } from 'zod';
import { locales } from '../locale';
import { MAX_PROPERTY_IDS, parseIdList } from '../property/favourites';
import { ZPropertySummaryDtoSchema } from './property-dto';

const ID_LIST_MESSAGE = `Expected 1 to ${MAX_PROPERTY_IDS} ids, separated by commas`;

/** `4101,4102` (or the parameter repeated) → [4101, 4102]: at least one id, at most MAX_PROPERTY_IDS. */
export const ZPropertyIdListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((raw, context) => {
    const ids = parseIdList(raw);
    if (ids === null || ids.length === 0 || ids.length > MAX_PROPERTY_IDS) {
      context.addIssue({ code: 'custom', message: ID_LIST_MESSAGE });
      return z.NEVER;
    }
    return ids;
  })
  .meta({ description: ID_LIST_MESSAGE, example: '4101,4102' });

export const ZPropertyByIdsQuerySchema = z.object({
  ids: ZPropertyIdListSchema,
  locale: z.enum(locales).optional(),
});
export type TPropertyByIdsQuery = z.infer<typeof ZPropertyByIdsQuerySchema>;

const amount = z.number().nullable();

/** The facts a comparison puts side by side beyond a card's (null = not given, or withheld with the price). */
export const ZPropertyComparisonFactsSchema = z
  .object({
    livingSurface: amount,
    groundSurface: amount,
    bathrooms: amount,
    constructionYear: amount,
    energyPerformance: amount,
    epcTotalConsumption: amount.meta({ description: 'kWh a year, from the EPC' }),
    ownerCharges: amount,
    renterCharges: amount,
  })
  .meta({ description: 'Surfaces in m², energy in kWh/m²/year, money in euros' });
export type PropertyComparisonFacts = z.infer<typeof ZPropertyComparisonFactsSchema>;

export const ZPropertyByIdsItemSchema = ZPropertySummaryDtoSchema.extend({
  withdrawn: z.boolean().meta({ description: 'No longer in the CRM export: shown as withdrawn, never dropped' }),
  facts: ZPropertyComparisonFactsSchema,
});
export type PropertyByIdsItemDto = z.infer<typeof ZPropertyByIdsItemSchema>;

export const ZPropertyByIdsDtoSchema = z.object({
  items: z.array(ZPropertyByIdsItemSchema).meta({ description: 'In the order the ids were asked' }),
  missing: z.array(z.number().int()).meta({ description: 'Ids no property ever had' }),
});
export type PropertyByIdsDto = z.infer<typeof ZPropertyByIdsDtoSchema>;
