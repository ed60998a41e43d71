// Hostile bodies for POST /api/forms/{kind} (forms-fuzz.int-spec.ts): a
// visitor's body with one field, or several, replaced by what a careless
// client or an attacker sends, plus bodies that are not what JSON the form
// expects at all. Seeded: a seed gives the same bodies.
import { type FormKind, formSchemas } from '@immo/domain';
import type { z } from 'zod';
import { seededRandom } from './fuzz-requests';

/** Values of every JSON type, in the shapes that break careless code. */
const HOSTILE: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'a'.repeat(10_000),
  'é'.repeat(3_000),
  '\u0000',
  'a\u0000b',
  '\r\nBcc: victim@example.com',
  'x@example.com\r\nBcc: victim@example.com',
  '=?UTF-8?B?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=',
  '\ud83c',
  '👨‍👩‍👧‍👦',
  '\u202egnp.exe',
  "'; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  'https://spam.example/?a=1',
  '2026-02-30',
  '9999-99-99',
  '1e3',
  'NaN',
  [],
  [null],
  ['a'.repeat(600)],
  Array.from({ length: 500 }, (_, index) => index),
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  { $gt: '' },
];

/** Envelope keys and the fields every form schema names at its top level. */
export function fieldNames(kind: FormKind): string[] {
  const names = new Set(['locale', 'captcha', 'website', 'utm', 'page', '__proto__', 'constructor']);
  const schema = formSchemas[kind] as z.ZodType & { shape?: Record<string, unknown> };
  for (const name of Object.keys(schema.shape ?? {})) names.add(name);
  return [...names];
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** Raw bodies sent as application/json that are not a JSON object (or not JSON). */
export const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1e309',
  '{"locale":"fr"}{"locale":"nl"}',
  '{"__proto__":{"polluted":true}}',
  `{"x":"${'\\u0000'.repeat(50)}"}`,
  '\u0000',
];

/**
 * For each field of the kind: the base body with that field replaced by
 * `perField` hostile values; then `combined` bodies with several fields
 * replaced at once. Every body gets a fresh e-mail address unless the
 * address itself is what is fuzzed, so the per-address limit never hides
 * a body behind a 429.
 */
export function formFuzzBodies(
  kind: FormKind,
  base: () => Record<string, unknown>,
  seed: number,
  perField = 6,
  combined = 25,
): string[] {
  const random = seededRandom(seed);
  const fields = fieldNames(kind);
  const bodies: string[] = [];
  for (const field of fields) {
    for (let index = 0; index < perField; index += 1)
      bodies.push(JSON.stringify({ ...base(), [field]: pick(random, HOSTILE) }));
  }
  for (let index = 0; index < combined; index += 1) {
    const body = base();
    const count = 1 + Math.floor(random() * 4);
    for (let part = 0; part < count; part += 1) body[pick(random, fields)] = pick(random, HOSTILE);
    if (random() < 0.3) delete body[pick(random, fields)];
    bodies.push(JSON.stringify(body));
  }
  return bodies;
}
