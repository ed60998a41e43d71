import type { ValidationKey } from '@immo/domain';

/**
 * react-hook-form's nested errors as `{ 'personA.zip': key }`. An error on
 * an array's item (one bad time slot) counts for the whole group, which is
 * the control the visitor sees.
 */
export function flattenErrors(errors: unknown, prefix = ''): Record<string, ValidationKey> {
  const flat: Record<string, ValidationKey> = {};
  if (typeof errors !== 'object' || errors === null) return flat;
  const message = (errors as { message?: unknown }).message;
  if (prefix && typeof message === 'string') {
    flat[prefix] = message as ValidationKey;
    return flat;
  }
  const isArray = Array.isArray(errors);
  for (const [key, child] of Object.entries(errors)) {
    if (key === 'ref' || key === 'root') continue;
    const path = isArray ? prefix : prefix ? `${prefix}.${key}` : key;
    for (const [name, value] of Object.entries(flattenErrors(child, path))) {
      if (!(name in flat)) flat[name] = value;
    }
  }
  return flat;
}

/** The kit's flat errors as react-hook-form's `errors` option wants them. */
export function nestErrors(flat: Readonly<Record<string, string>>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = nested;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      node = (typeof next === 'object' && next !== null ? next : (node[key] = {})) as Record<string, unknown>;
    }
    node[keys[keys.length - 1] as string] = { type: 'server', message };
  }
  return nested;
}
