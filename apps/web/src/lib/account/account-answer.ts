// What the BFF's account endpoints (the owners' and the operators' login,
// links and passwords) answered, read once into what the form shows. Each
// side names its own codes; the reading, the throttle wait and the fallback
// are the same for both.
import type { ValidationKey } from '@immo/domain';
import { issuesOf } from '@/lib/forms/form-answer';

/** Two messages every account form has, beside its own. */
export type CommonAccountProblem = 'throttled' | 'failed';

export type AccountAnswer<P extends string> =
  | { kind: 'done' }
  | { kind: 'invalid'; errors: Record<string, ValidationKey> }
  | { kind: 'problem'; problem: P | CommonAccountProblem; waitMinutes?: number };

/** One side's error codes: those that are a message of the whole form, and those that belong to a field. */
export interface AccountAnswerCodes<P extends string> {
  problems: Readonly<Record<string, P>>;
  fields: Readonly<Record<string, Readonly<Record<string, ValidationKey>>>>;
}

/** Retry-After in seconds (or an HTTP date) as whole minutes to wait, at least one. */
export function waitMinutes(retryAfter: string | null, now = Date.now()): number {
  const seconds =
    retryAfter === null
      ? NaN
      : /^\d+$/.test(retryAfter.trim())
        ? Number(retryAfter)
        : (Date.parse(retryAfter) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

/** The BFF's status, JSON body and Retry-After as the form's answer; anything unexpected reads as 'failed' ('try again'), every value typed kept. */
export function readAccountAnswer<P extends string>(
  codes: AccountAnswerCodes<P>,
  status: number,
  body: unknown,
  retryAfter: string | null = null,
): AccountAnswer<P> {
  const answered = (body as { code?: unknown } | null)?.code;
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (status === 429) return { kind: 'problem', problem: 'throttled', waitMinutes: waitMinutes(retryAfter) };
  if (typeof answered === 'string' && Object.hasOwn(codes.problems, answered))
    return { kind: 'problem', problem: codes.problems[answered] as P };
  if (typeof answered === 'string' && Object.hasOwn(codes.fields, answered))
    return { kind: 'invalid', errors: { ...codes.fields[answered] } };
  if (status === 400) {
    const errors = issuesOf(body);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  return { kind: 'problem', problem: 'failed' };
}

/** The throttle sentence for `minutes`, from the one-minute form and the `{n}` form the server resolved. */
export function throttledText(forms: { one: string; other: string }, minutes: number): string {
  return minutes === 1 ? forms.one : forms.other.replace('{n}', String(minutes));
}
