import { type FormFields, type FormKind, formSchemas, type TFormEnvelope, validationKeys, ZFormEnvelopeSchema } from '@immo/domain';
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
 */
export function parseFormBody<K extends FormKind>(kind: K, body: unknown): ParsedForm<K> {
  const envelope = ZFormEnvelopeSchema.safeParse(body);
  const fields = (formSchemas[kind] as unknown as z.ZodType<FormFields<K>>).safeParse(body);
  if (envelope.success && fields.success) return { envelope: envelope.data, fields: fields.data };
  const issues = [...(envelope.error?.issues ?? []), ...(fields.error?.issues ?? [])];
  throw new InvalidRequestException(dedupe(issues.map(toRequestIssue)));
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
