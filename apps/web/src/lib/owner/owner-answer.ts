// What the BFF's owner endpoints answered, read once into what an owner form shows.
import type { OwnerAuthErrorCode, ValidationKey } from '@immo/domain';
import { issuesOf } from '@/lib/forms/form-answer';

// The codes by type only: the value object lives beside the owner schemas and
// their common-passwords list, which the login page must not download up front.
const code = <C extends OwnerAuthErrorCode>(value: C): C => value;

/** A message of the whole form, beside the fields' own. */
export type OwnerProblem = 'loginFailed' | 'throttled' | 'linkInvalid' | 'currentPasswordWrong' | 'failed';

export type OwnerAnswer =
  | { kind: 'done' }
  | { kind: 'invalid'; errors: Record<string, ValidationKey> }
  | { kind: 'problem'; problem: OwnerProblem; waitMinutes?: number };

/** Retry-After in seconds (or an HTTP date) as whole minutes to wait, at least one. */
export function waitMinutes(retryAfter: string | null, now = Date.now()): number {
  const seconds = retryAfter === null ? NaN : /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : (Date.parse(retryAfter) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

/**
 * The BFF's status, JSON body and Retry-After as the form's answer. Anything
 * unexpected reads as 'failed' ('try again'), every value typed kept.
 */
export function readOwnerAnswer(status: number, body: unknown, retryAfter: string | null = null): OwnerAnswer {
  const answered = (body as { code?: unknown } | null)?.code;
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (status === 429) return { kind: 'problem', problem: 'throttled', waitMinutes: waitMinutes(retryAfter) };
  if (answered === code('OWNER_LOGIN_FAILED')) return { kind: 'problem', problem: 'loginFailed' };
  if (answered === code('RESET_LINK_INVALID')) return { kind: 'problem', problem: 'linkInvalid' };
  if (answered === code('OWNER_PASSWORD_WRONG')) return { kind: 'problem', problem: 'currentPasswordWrong' };
  // The BFF's own check of the common-passwords list (the browser checks the same list first).
  if (answered === code('PASSWORD_TOO_WEAK')) return { kind: 'invalid', errors: { password: 'passwordTooCommon' } };
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
