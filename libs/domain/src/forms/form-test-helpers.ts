// Spec helpers: what a visitor would see next to each field.
import { type z } from 'zod';

/** Messages per field path (`personB.email`), empty when the input is accepted. */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const messages: Record<string, string[]> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    (messages[key] ??= []).push(issue.message);
  }
  return messages;
}

export const visitor = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Dupont',
  email: 'anne.dupont@example.be',
  phone: '0475 12 34 56',
} as const;
