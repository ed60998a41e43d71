import {
  type FormFields,
  type FormKind,
  formSchemas,
  type TFormEnvelope,
  validationKeys,
  ZFormEnvelopeSchema,
} from '@immo/domain';
import type { z } from 'zod';
import { InvalidRequestException, type RequestIssue } from '../common/zod-validation.pipe';

export interface ParsedForm<K extends FormKind = FormKind> {
  envelope: TFormEnvelope;
  fields: FormFields<K>;
}

const KEYS: ReadonlySet<string> = new Set(validationKeys);

/**
 * A form's body: the envelope and the kind's own fields side by side in one
 * JSON object, each validated by its shared schema (the one the browser's
 * react-hook-form uses), every issue reported at once. Messages are
 * validation keys the web translates; the envelope's own few (a bad locale,
 * an over-long page) are the web's mistakes, not the visitor's, and say
 * 'required' or 'tooLong'.
 *
 * `captchaIsRight`, when given, judges the captcha of a body refused anyway,
 * so a wrong captcha is said together with the fields' issues: a visitor
 * without JavaScript otherwise learned of it only on the next send, after
 * fixing the rest (nothing is spent: the answer stays usable).
 */
export function parseFormBody<K extends FormKind>(
  kind: K,
  raw: unknown,
  captchaIsRight?: (answer: string) => boolean,
): ParsedForm<K> {
  const body = storableText(raw);
  const envelope = ZFormEnvelopeSchema.safeParse(body);
  const fields = (formSchemas[kind] as unknown as z.ZodType<FormFields<K>>).safeParse(body);
  if (envelope.success && fields.success) return { envelope: envelope.data, fields: fields.data };
  const issues = dedupe([...(envelope.error?.issues ?? []), ...(fields.error?.issues ?? [])].map(toRequestIssue));
  if (captchaIsRight && !issues.some((issue) => issue.path === 'captcha') && !captchaIsRight(captchaOf(body)))
    issues.push({ path: 'captcha', message: 'captchaInvalid' });
  throw new InvalidRequestException(issues);
}

function captchaOf(body: unknown): string {
  const captcha = typeof body === 'object' && body !== null ? (body as { captcha?: unknown }).captcha : undefined;
  return typeof captcha === 'string' ? captcha : '';
}

function toRequestIssue(issue: z.core.$ZodIssue): RequestIssue {
  const path = issue.path.map(String).join('.');
  if (KEYS.has(issue.message)) return { path, message: issue.message };
  return { path, message: issue.code === 'too_big' ? 'tooLong' : 'required' };
}

function dedupe(issues: RequestIssue[]): RequestIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** ES2024's String.prototype.toWellFormed (Node 20+), not yet in the project's TypeScript lib (ES2023). */
type WellFormable = string & { toWellFormed(): string };

/** Deeper than any form nests its fields; below it values are left to the schemas, which refuse them. */
const MAX_DEPTH = 8;

/**
 * Every string of the body as PostgreSQL can store it: NUL characters removed
 * and unpaired surrogates (half an emoji) replaced by U+FFFD. Neither comes
 * from a person typing, and either would fail the lead's INSERT (a 503 for
 * a body that is merely odd); the rest of the text is kept as sent.
 */
export function storableText(value: unknown, depth = 0): unknown {
  // toWellFormed is the engine's own pass (a regular expression with lookbehind cost 3 % of a submission's CPU).
  if (typeof value === 'string')
    return ((value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as WellFormable).toWellFormed();
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => storableText(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storableText(item, depth + 1)]));
}
