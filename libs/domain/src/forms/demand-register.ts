import { z } from 'zod';
import {
  GOALS,
  contactPersonShape,
  countField,
  optionalAmountField,
  optionalText,
  whenValid,
} from './fields';

/** "Keep me informed": the visitor is e-mailed new properties matching the demand. */
export const ZDemandRegisterSchema = z
  .object({
    ...contactPersonShape,
    goal: z.enum(GOALS, { error: 'goalRequired' }),
    /** Type ids (WebID), as the type lists give them. */
    propertyTypes: z
      .array(z.number().int().positive(), { error: 'propertyTypeRequired' })
      .min(1, 'propertyTypeRequired'),
    /** Values picked on the region map or zone tree (`ID-Name`, see `toTreeOption`). */
    zones: z.array(z.string().trim().min(1), { error: 'zoneRequired' }).min(1, 'zoneRequired'),
    budgetMin: optionalAmountField(),
    budgetMax: optionalAmountField(),
    bedroomsMin: countField(0, 20).optional(),
    remark: optionalText(),
  })
  .refine(
    ({ budgetMin, budgetMax }) => budgetMin === undefined || budgetMax === undefined || budgetMin <= budgetMax,
    { message: 'budgetRange', path: ['budgetMax'], when: whenValid('budgetMin', 'budgetMax') },
  );
export type TDemandRegister = z.infer<typeof ZDemandRegisterSchema>;
