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
  /**
   * The CV sent beforehand (POST /api/forms/rent-application/cv), attached
   * to the agency's mail. No field asks for the national register number or
   * a criminal record extract: Belgian privacy guidance rules both out.
   */
  cvUploadId: z.uuid({ error: 'required' }).optional(),
});
export type TRentApplication = z.infer<typeof ZRentApplicationSchema>;
