import { type z } from 'zod';
import { InvalidRequestException } from '../common/zod-validation.pipe';
import { OwnerAuthException } from './owner-auth.exception';

const WEAK = new Set(['passwordTooShort', 'passwordTooCommon']);

/**
 * A new-password body checked with its shared schema. The refusals a person
 * can meet get their own codes: RESET_LINK_INVALID for a token that cannot
 * be ours, PASSWORD_TOO_WEAK (with the field issues) for a short or
 * well-known password; anything else is INVALID_REQUEST.
 */
export function parsePasswordBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  if (issues.some((issue) => issue.path === 'token')) throw OwnerAuthException.resetLinkInvalid();
  if (issues.some((issue) => issue.path === 'password' && WEAK.has(issue.message)))
    throw OwnerAuthException.passwordTooWeak(issues);
  throw new InvalidRequestException(issues);
}
