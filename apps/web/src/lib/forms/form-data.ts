// A form posted without JavaScript arrives as FormData: flat names, strings.
// The BFF wants the JSON the browser's react-hook-form sends, so names with
// dots become nested objects (`personA.zip`) and the fields the schema
// declares as arrays stay arrays even with one value ticked.
import type { z } from 'zod';

type Json = string | Json[] | { [key: string]: Json };
export type FormJson = { [key: string]: Json };

/** React's own hidden fields of a server-action form (`$ACTION_ID_…`, `$ACTION_REF_1`, …). */
const FRAMEWORK_FIELD = /^\$ACTION/;

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/** The dotted paths whose schema is an array (`timeSlots`, `zones`), looking through optional, default and preprocess wrappers. */
export function arrayPathsOf(schema: z.ZodType, prefix = ''): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'array':
      return [prefix];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        arrayPathsOf(child, prefix ? `${prefix}.${key}` : key),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return def.innerType ? arrayPathsOf(def.innerType, prefix) : [];
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform into the schema.
      const inner = def.in && defOf(def.in).type !== 'transform' ? def.in : def.out;
      return inner ? arrayPathsOf(inner, prefix) : [];
    }
    default:
      return [];
  }
}

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

function setPath(target: FormJson, path: string, value: string, asArray: boolean): void {
  const keys = path.split('.');
  if (keys.some((key) => key === '' || UNSAFE_KEYS.has(key))) return;
  let node: FormJson = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'object' && next !== null && !Array.isArray(next)) {
      node = next;
    } else {
      const created: FormJson = {};
      node[key] = created;
      node = created;
    }
  }
  const last = keys[keys.length - 1] as string;
  const existing = node[last];
  if (Array.isArray(existing)) existing.push(value);
  else if (typeof existing === 'string') node[last] = [existing, value];
  else node[last] = asArray ? [value] : value;
}

/**
 * FormData as the JSON the browser would send: nested by dotted names,
 * repeated names as arrays, `arrayPaths` as arrays even with one value, empty
 * strings left out (as dropEmpty does for react-hook-form's values). Files
 * are not part of it.
 */
export function formDataToJson(
  entries: Iterable<[string, FormDataEntryValue]>,
  arrayPaths: readonly string[] = [],
): FormJson {
  const arrays = new Set(arrayPaths);
  const json: FormJson = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || FRAMEWORK_FIELD.test(name) || value === '') continue;
    setPath(json, name, value, arrays.has(name));
  }
  return json;
}

/**
 * Values as a posted form has them: no empty strings, no `null` (an unchosen
 * radio group in react-hook-form), no `false` (an unticked box, or a box
 * group with nothing ticked), and no object left empty by that (a blank
 * person B). All mean "not given", which the schema reads as undefined,
 * whether JavaScript sent the form or not.
 */
export function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(dropEmpty).filter((item) => item !== undefined);
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const kept = Object.entries(value)
      .map(([key, item]) => [key, dropEmpty(item)] as const)
      .filter(
        ([, item]) =>
          item !== undefined &&
          !(typeof item === 'object' && item !== null && !Array.isArray(item) && Object.keys(item).length === 0),
      );
    return Object.fromEntries(kept);
  }
  return value === '' || value === null || value === false ? undefined : value;
}
