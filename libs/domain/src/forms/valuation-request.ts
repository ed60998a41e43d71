import { z } from 'zod';
import { PROPERTY_TYPE_KEYS } from '../property/property-types';
import { contactPreferenceShape, requireSlotWhenPhone, slotRule } from './contact-preference';
import { GOALS, contactPersonShape, optionalText, requiredText, zipField } from './fields';

// The spec's message for a missing valuation address covers the whole group,
// so each address part reports it rather than a bare 'required'.
export const ZValuationRequestSchema = z
  .object({
    ...contactPersonShape,
    street: requiredText('valuationAddressRequired'),
    houseNumber: requiredText('valuationAddressRequired', 20),
    boxNr: optionalText(20),
    zip: zipField('valuationAddressRequired'),
    city: requiredText('valuationAddressRequired'),
    propertyType: z.enum(PROPERTY_TYPE_KEYS, { error: 'propertyTypeRequired' }),
    goal: z.enum(GOALS).optional(),
    remark: optionalText(),
    ...contactPreferenceShape,
  })
  .refine(requireSlotWhenPhone, slotRule);
export type TValuationRequest = z.infer<typeof ZValuationRequestSchema>;
