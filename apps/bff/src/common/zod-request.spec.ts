import { z } from 'zod';
import { documentedInput, parametersOf } from './zod-request';

describe(parametersOf.name, () => {
  const schema = z.object({
    sort: z.enum(['newest', 'price-asc']).default('newest').meta({ description: 'Newest first by default' }),
    token: z.string().min(1),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  });

  it("writes one parameter per field, in the schema's order, with its values, words and required-ness", () => {
    expect(parametersOf(schema)).toEqual([
      {
        name: 'sort',
        required: false,
        description: 'Newest first by default',
        schema: { type: 'string', enum: ['newest', 'price-asc'], default: 'newest' },
      },
      { name: 'token', required: true, schema: { type: 'string', minLength: 1 } },
      { name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } },
    ]);
  });
});

describe(documentedInput.name, () => {
  it('documents a preprocess by the schema it hands the value on to', () => {
    const inner = z.object({ full: z.boolean().default(false) });
    expect(documentedInput(z.preprocess((body) => body ?? {}, inner))).toBe(inner);
  });

  it('leaves a schema without a preprocess as it is', () => {
    const schema = z.string().transform(Number);
    expect(documentedInput(schema)).toBe(schema);
  });
});
