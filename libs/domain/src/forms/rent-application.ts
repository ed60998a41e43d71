import { z } from 'zod';
import { amountField, contactPersonShape, countField, dateField, idField, optionalText } from './fields';

/** Applying to rent: what the agency needs to check the minimum income and maximum occupancy. */
export const ZRentApplicationSchema = z.object({
  ...contactPersonShape,
  propertyId: idField(),
  persons: countField(1, 20),
  /** Net monthly household income in euros. */
  monthlyIncome: amountField(),
  profession: optionalText(200),
  desiredStartDate: dateField().optional(),
  remark: optionalText(),
});
export type TRentApplication = z.infer<typeof ZRentApplicationSchema>;
