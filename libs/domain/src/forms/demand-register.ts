import { z } from 'zod';
import { GOALS, contactPersonShape, countField, idField, optionalAmountField, optionalText, whenValid } from './fields';
import { parseZone } from '../demands/demand-zones';

/** How often a confirmed demand is informed: at each import, or in a daily or weekly digest. */
export const DEMAND_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type DemandFrequency = (typeof DEMAND_FREQUENCIES)[number];

/** "Keep me informed": the visitor is e-mailed new properties matching the demand. */
export const ZDemandRegisterSchema = z
  .object({
    ...contactPersonShape,
    goal: z.enum(GOALS, { error: 'goalRequired' }),
    /** Type ids (WebID), as the type lists give them; checkboxes send them as text. */
    propertyTypes: z
      .array(idField(), { error: 'propertyTypeRequired' })
      .min(1, 'propertyTypeRequired')
      .max(50, 'tooLong')
      .transform((ids) => [...new Set(ids)]),
    /**
     * Regions and communes picked on the region map or its list
     * (`region:wallonia`, `city:10:4000`, see demand-zones.ts); a value
     * the map cannot have given is refused rather than never matching.
     */
    zones: z
      .array(
        z
          .string()
          .trim()
          .refine((zone) => parseZone(zone) !== null, 'zoneRequired'),
        { error: 'zoneRequired' },
      )
      .min(1, 'zoneRequired')
      .max(200, 'tooLong')
      .transform((zones) => [...new Set(zones)]),
    budgetMin: optionalAmountField(),
    budgetMax: optionalAmountField(),
    bedroomsMin: countField(0, 20).optional(),
    remark: optionalText(),
    frequency: z.enum(DEMAND_FREQUENCIES, { error: 'required' }),
  })
  .refine(({ budgetMin, budgetMax }) => budgetMin === undefined || budgetMax === undefined || budgetMin <= budgetMax, {
    message: 'budgetRange',
    path: ['budgetMax'],
    when: whenValid('budgetMin', 'budgetMax'),
  });
export type TDemandRegister = z.infer<typeof ZDemandRegisterSchema>;
