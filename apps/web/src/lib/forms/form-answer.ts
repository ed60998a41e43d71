// What `POST /api/forms/{kind}` answered, read once into what the form shows.
// The browser (FormShell, through the /api relay) and the no-JS server action
// both read the BFF's answer through this, so they show the same thing.
import { validationKeys, type FormAcceptedDto, type ValidationKey } from '@immo/domain';

/** A message of the whole form (beside the fields' own). */
export type FormProblem = 'sendFailed' | 'rateLimited' | 'notAvailable';

export type FormOutcome = NonNullable<FormAcceptedDto['outcome']>;

export type FormAnswer =
  | { kind: 'accepted'; thankYouSlug: string | null; outcome: FormOutcome }
  | { kind: 'invalid'; errors: Record<string, ValidationKey> }
  | { kind: 'problem'; problem: FormProblem };

/** The envelope's captcha field: CAPTCHA_INVALID shows its message there. */
export const CAPTCHA_FIELD = 'captcha';

function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (validationKeys as readonly string[]).includes(value);
}

/** The BFF's 400 `issues` as the kit's errors: the first validation key per dotted path. */
export function issuesOf(body: unknown): Record<string, ValidationKey> {
  const issues = (body as { issues?: unknown } | null)?.issues;
  const errors: Record<string, ValidationKey> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const path = typeof issue.path === 'string' ? issue.path : Array.isArray(issue.path) ? issue.path.join('.') : '';
    // The first issue of a field is the one to fix first (stringRules reports one anyway).
    if (path && !(path in errors)) errors[path] = isValidationKey(issue.message) ? issue.message : 'required';
  }
  return errors;
}

/**
 * The BFF's status and JSON body as the form's answer. Only a 201 means the
 * lead is stored; anything unexpected (a 5xx, a relay failure) reads as
 * 'not sent', the spec's send-failure message, and the visitor tries again
 * with everything they typed still there.
 */
export function readFormAnswer(status: number, body: unknown): FormAnswer {
  const code = (body as { code?: unknown } | null)?.code;
  if (status === 201 || status === 200) {
    const accepted = (body ?? {}) as Partial<FormAcceptedDto>;
    return { kind: 'accepted', thankYouSlug: accepted.thankYouSlug ?? null, outcome: accepted.outcome ?? 'received' };
  }
  if (status === 400 && code === 'CAPTCHA_INVALID')
    return { kind: 'invalid', errors: { [CAPTCHA_FIELD]: 'captchaInvalid' } };
  if (status === 400 && code === 'INVALID_REQUEST') {
    const errors = issuesOf(body);
    return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'problem', problem: 'sendFailed' };
  }
  if (status === 429) return { kind: 'problem', problem: 'rateLimited' };
  if (status === 409) {
    // A full visit slot is a field's problem ('The appointments are full', next to the slots), not the form's.
    const errors = issuesOf(body);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  if (status === 404 || status === 409) return { kind: 'problem', problem: 'notAvailable' };
  return { kind: 'problem', problem: 'sendFailed' };
}
