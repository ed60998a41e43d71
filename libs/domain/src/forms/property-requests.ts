// Requests about one property: a visit or its documents.
import { z } from 'zod';
import { contactPreferenceShape, requireSlotWhenPhone, slotRule } from './contact-preference';
import { contactPersonShape, idField, optionalText } from './fields';

/** What a property's contact form asks for. */
export const PROPERTY_REQUESTS = ['info', 'visit'] as const;

export const ZVisitRequestSchema = z
  .object({
    ...contactPersonShape,
    propertyId: idField(),
    request: z.enum(PROPERTY_REQUESTS).default('info'),
    remark: optionalText(),
    ...contactPreferenceShape,
  })
  .refine(requireSlotWhenPhone, slotRule);
export type TVisitRequest = z.infer<typeof ZVisitRequestSchema>;

export const ZDocumentRequestSchema = z.object({
  ...contactPersonShape,
  propertyId: idField(),
  remark: optionalText(),
});
export type TDocumentRequest = z.infer<typeof ZDocumentRequestSchema>;
