import type { z } from 'zod';

/**
 * The answer is what the web's client accepts (apps/web/src/lib/bff.ts parses
 * every answer with the same @immo/domain schema): the issues, if any, name
 * the field that drifted.
 */
export function expectShape(schema: z.ZodType, body: unknown): void {
  expect(schema.safeParse(body).error?.issues ?? []).toEqual([]);
}
