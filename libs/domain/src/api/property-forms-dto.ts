import { z } from 'zod';
import { propertyFormKinds } from '../forms/property-form-availability';

export const ZRentTermsDtoSchema = z.object({
  minimumIncome: z
    .number()
    .nullable()
    .meta({ description: 'Net monthly income asked, in euros (a multiple of the rent)' }),
  maximumPersons: z.number().int().nullable(),
  depositMonths: z.number().int().meta({ example: 3 }),
  deposit: z
    .number()
    .nullable()
    .meta({ description: 'depositMonths × the monthly rent; null while the rent is on request' }),
  firstPayment: z.number().nullable().meta({ description: "First month's rent + charges + inventory share + deposit" }),
});

/** `GET /api/properties/{id}/forms`: what a property page offers to send, and the rent terms its application shows. */
export const ZPropertyFormsDtoSchema = z.object({
  forms: z.array(z.enum(propertyFormKinds)),
  rentTerms: ZRentTermsDtoSchema.nullable().meta({ description: 'Set when the property takes a rent application' }),
  documentCount: z
    .number()
    .int()
    .nonnegative()
    .meta({ description: 'The documents a document request sends (0: the page offers no such request)' }),
});
export type PropertyFormsDto = z.infer<typeof ZPropertyFormsDtoSchema>;
