import { z } from 'zod';
import { propertyFormKinds } from '../forms/property-form-availability';

export const ZRentTermsDtoSchema = z.object({
  minimumIncome: z.number().nullable(),
  maximumPersons: z.number().int().nullable(),
  depositMonths: z.number().int(),
  deposit: z.number().nullable(),
  firstPayment: z.number().nullable(),
});

/** `GET /api/properties/{id}/forms`: what a property page offers to send, and the rent terms its application shows. */
export const ZPropertyFormsDtoSchema = z.object({
  forms: z.array(z.enum(propertyFormKinds)),
  /** Set when the property takes a rent application. */
  rentTerms: ZRentTermsDtoSchema.nullable(),
  /** The documents a document request sends (0: the page offers no such request). */
  documentCount: z.number().int().nonnegative(),
});
export type PropertyFormsDto = z.infer<typeof ZPropertyFormsDtoSchema>;
