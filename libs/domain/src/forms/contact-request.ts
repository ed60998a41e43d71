import { z } from 'zod';
import { contactPreferenceShape, requireSlotWhenPhone, slotRule } from './contact-preference';
import { contactPersonShape, idField, optionalText } from './fields';

export const ZContactRequestSchema = z
  .object({
    ...contactPersonShape,
    remark: optionalText(),
    /** Set when the visitor writes from a property page. */
    propertyId: idField().optional(),
    ...contactPreferenceShape,
  })
  .refine(requireSlotWhenPhone, slotRule);
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;
