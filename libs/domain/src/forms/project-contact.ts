import { z } from 'zod';
import { contactPreferenceShape, requireSlotWhenPhone, slotRule } from './contact-preference';
import { contactPersonShape, idField, optionalText } from './fields';

/** A request about a construction project, from its page: the project, and the unit the visitor looks at if any. */
export const ZProjectContactSchema = z
  .object({
    ...contactPersonShape,
    projectId: idField(),
    unit: optionalText(200),
    remark: optionalText(),
    ...contactPreferenceShape,
  })
  .refine(requireSlotWhenPhone, slotRule);
export type TProjectContact = z.infer<typeof ZProjectContactSchema>;
