import { z } from 'zod';
import { GOALS, contactPersonShape, countField, idField, optionalAmountField, optionalText, whenValid } from './fields';
import { parseZone } from '../demands/demand-zones';
import { ENERGY_FILTER_LABELS } from '../energy/energy-filter';
import { PROPERTY_FEATURES } from '../property/property-features';

/** How often a confirmed demand is informed: at each import, or in a daily or weekly digest. */
export const DEMAND_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type DemandFrequency = (typeof DEMAND_FREQUENCIES)[number];

/** The largest living area a demand can name, in m² (the list filter's bound). */
export const LIVING_AREA_MAX = 100_000;

/**
 * What a demand looks for: the register's criteria, which the visitor's
 * alerts page changes with the same rules (ZDemandCriteriaSchema).
 */
const demandCriteriaShape = {
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
  /** Living area from/to, whole m²; a property whose area is unknown is still alerted (docs/decisions.md). */
  livingAreaMin: countField(0, LIVING_AREA_MAX).optional(),
  livingAreaMax: countField(0, LIVING_AREA_MAX).optional(),
  /** "Energy label at most", judged on each property's own region's scale (energy-filter.ts). */
  maxEnergy: z.enum(ENERGY_FILTER_LABELS, { error: 'required' }).optional(),
  /** What the property must offer (garden, terrace, parking, new build): every one ticked. */
  features: z
    .array(z.enum(PROPERTY_FEATURES, { error: 'required' }), { error: 'required' })
    .max(PROPERTY_FEATURES.length * 2, 'tooLong')
    .transform((features) => PROPERTY_FEATURES.filter((feature) => features.includes(feature)))
    .optional(),
};

/** The criteria's fields, in the order the register and the alerts page show them. */
export const DEMAND_CRITERIA_FIELDS = Object.keys(demandCriteriaShape) as (keyof typeof demandCriteriaShape)[];

type CriteriaRanges = Partial<Record<'budgetMin' | 'budgetMax' | 'livingAreaMin' | 'livingAreaMax', number>>;

/** The ranges' rule, shared by the register and the alerts page: a minimum never above its maximum. */
function withRanges<T extends z.ZodType<CriteriaRanges>>(schema: T) {
  return schema
    .refine(
      ({ budgetMin, budgetMax }) => budgetMin === undefined || budgetMax === undefined || budgetMin <= budgetMax,
      {
        message: 'budgetRange',
        path: ['budgetMax'],
        when: whenValid('budgetMin', 'budgetMax'),
      },
    )
    .refine(
      ({ livingAreaMin, livingAreaMax }) =>
        livingAreaMin === undefined || livingAreaMax === undefined || livingAreaMin <= livingAreaMax,
      { message: 'livingAreaRange', path: ['livingAreaMax'], when: whenValid('livingAreaMin', 'livingAreaMax') },
    );
}

/** "Keep me informed": the visitor is e-mailed new properties matching the demand. */
export const ZDemandRegisterSchema = withRanges(
  z.object({
    ...contactPersonShape,
    ...demandCriteriaShape,
    remark: optionalText(),
    frequency: z.enum(DEMAND_FREQUENCIES, { error: 'required' }),
  }),
);
export type TDemandRegister = z.infer<typeof ZDemandRegisterSchema>;

/** A demand's criteria alone, as the visitor's alerts page changes them: the register's fields and rules. */
export const ZDemandCriteriaSchema = withRanges(z.object(demandCriteriaShape));
export type TDemandCriteria = z.infer<typeof ZDemandCriteriaSchema>;
