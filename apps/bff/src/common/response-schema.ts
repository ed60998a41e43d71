// A response's OpenAPI schema, generated from the domain's zod schema by
// nestjs-zod (docs only: the answer itself is not parsed again on its way out).
import { createZodDto } from 'nestjs-zod';
import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;

// nestjs-zod's mark on a class's property whose JSON Schema has no single type.
const EMPTY_TYPE_KEY = 'x-nestjs_zod-empty-type';

// Values that are data, not schemas: an example may hold a `type` of its own.
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * zod ≥ 4.5 writes a bare nullable as `type: ['string', 'null']`, which
 * @nestjs/swagger reads as "an array of strings", and a tuple as
 * `prefixItems`, which OpenAPI 3.0 does not have (nestjs-zod issue #473, fix
 * proposed in its PR #477, not released in 5.5.0). Rewritten in OpenAPI 3.0's
 * words before swagger sees them; remove once nestjs-zod normalises them itself.
 */
export function normaliseTypeArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseTypeArrays);
  if (value === null || typeof value !== 'object') return value;
  const schema: JsonSchema = {};
  for (const [key, inner] of Object.entries(value as JsonSchema)) {
    schema[key] = DATA_KEYS.has(key) ? inner : normaliseTypeArrays(inner);
  }
  if (Array.isArray(schema['prefixItems'])) {
    const { prefixItems, items: _items, ...rest } = schema as JsonSchema & { prefixItems: unknown[] };
    const size = { minItems: prefixItems.length, maxItems: prefixItems.length };
    const same = prefixItems.every((item) => JSON.stringify(item) === JSON.stringify(prefixItems[0]));
    const items = prefixItems.length === 0 ? {} : same ? prefixItems[0] : { anyOf: prefixItems };
    return { ...rest, items, ...size };
  }
  if (!Array.isArray(schema['type'])) return schema;
  const types = (schema['type'] as unknown[]).filter(
    (type): type is string => typeof type === 'string' && type !== 'null',
  );
  const nullable = (schema['type'] as unknown[]).includes('null');
  const { type: _type, ...rest } = schema;
  if (types.length === 1) return { ...rest, type: types[0], ...(nullable ? { nullable: true } : {}) };
  // A class's property needs a `type` for swagger to read it: nestjs-zod's '' (its mark says so), removed by cleanupOpenApiDoc.
  const emptyType = EMPTY_TYPE_KEY in schema ? { type: '' } : {};
  return { ...rest, ...emptyType, anyOf: types.map((type) => ({ type })), ...(nullable ? { nullable: true } : {}) };
}

// nestjs-zod's key for the shared parts of a schema (its $defs), read back by cleanupOpenApiDoc.
const DEFS_KEY = 'x-nestjs_zod-$defs';
const OUTPUT_SUFFIX = /_Output$/;

/**
 * nestjs-zod names a shared part (`.meta({ id })`) `<id>_Output`, so that it
 * cannot collide with a request body of the same id; these schemas describe
 * answers only, so the part keeps its own name (MenuItemResponse).
 */
function withoutOutputSuffix(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutOutputSuffix);
  if (value === null || typeof value !== 'object') return value;
  const schema: JsonSchema = {};
  for (const [key, inner] of Object.entries(value as JsonSchema)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/'))
      schema[key] = inner.replace(OUTPUT_SUFFIX, '');
    else if (key === DEFS_KEY && inner !== null && typeof inner === 'object') {
      schema[key] = Object.fromEntries(
        Object.entries(inner).map(([name, part]) => [name.replace(OUTPUT_SUFFIX, ''), withoutOutputSuffix(part)]),
      );
    } else schema[key] = DATA_KEYS.has(key) ? inner : withoutOutputSuffix(inner);
  }
  return schema;
}

/**
 * The class @ApiOkResponse({ type }) names in the document, under `name`
 * (the names the hand-written mirror classes had), its properties the zod
 * schema's output shape.
 */
export function responseSchema(name: string, schema: z.ZodType): new () => object {
  const output = createZodDto(schema).Output as unknown as { _OPENAPI_METADATA_FACTORY(): unknown };
  const generate = output._OPENAPI_METADATA_FACTORY.bind(output);
  const named = class {
    static _OPENAPI_METADATA_FACTORY(): unknown {
      return normaliseTypeArrays(withoutOutputSuffix(generate()));
    }
  };
  Object.defineProperty(named, 'name', { value: name });
  return named;
}
