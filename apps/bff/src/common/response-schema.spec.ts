import { z } from 'zod';
import { normaliseTypeArrays, responseSchema } from './response-schema';

type Factory = { _OPENAPI_METADATA_FACTORY(): Record<string, Record<string, unknown>> };

describe(normaliseTypeArrays.name, () => {
  it('writes a nullable text as a text that may be null, not as an array', () => {
    expect(normaliseTypeArrays({ type: ['string', 'null'], description: 'd' })).toEqual({
      type: 'string',
      nullable: true,
      description: 'd',
    });
  });

  it('writes a union of types as anyOf, deep inside objects and arrays', () => {
    expect(
      normaliseTypeArrays({ type: 'array', items: { properties: { id: { type: ['string', 'number', 'null'] } } } }),
    ).toEqual({
      type: 'array',
      items: { properties: { id: { anyOf: [{ type: 'string' }, { type: 'number' }], nullable: true } } },
    });
  });

  it('writes a tuple as an array of its length', () => {
    expect(normaliseTypeArrays({ type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] })).toEqual({
      type: 'array',
      items: { type: 'number' },
      minItems: 2,
      maxItems: 2,
    });
    expect(normaliseTypeArrays({ type: 'array', prefixItems: [], items: false })).toEqual({
      type: 'array',
      items: {},
      minItems: 0,
      maxItems: 0,
    });
  });

  it('leaves examples alone: they are data, not schemas', () => {
    const example = { type: ['a', 'b'] };
    expect(normaliseTypeArrays({ type: 'object', example })).toEqual({ type: 'object', example });
  });
});

describe(responseSchema.name, () => {
  it("gives swagger the schema's fields under the given name, nullable ones as such", () => {
    const Answer = responseSchema(
      'AnswerResponse',
      z.object({ slug: z.string().nullable(), total: z.number().meta({ description: 'All of them' }) }),
    );
    expect(Answer.name).toBe('AnswerResponse');
    const properties = (Answer as unknown as Factory)._OPENAPI_METADATA_FACTORY();
    expect(properties['slug']).toMatchObject({ type: 'string', nullable: true, required: true });
    expect(properties['total']).toMatchObject({ type: 'number', description: 'All of them', required: true });
  });
});
