// What the BFF's operator endpoints answered, read once into what a console form shows.
import type { OperatorAuthErrorCode, ValidationKey } from '@immo/domain';
import { issuesOf } from '@/lib/forms/form-answer';
import { waitMinutes } from '@/lib/owner/owner-answer';

const code = <C extends OperatorAuthErrorCode>(value: C): C => value;

export type ConsoleProblem = 'loginFailed' | 'throttled' | 'linkInvalid' | 'codeWrong' | 'failed';

export type ConsoleAnswer =
  | { kind: 'done' }
  | { kind: 'invalid'; errors: Record<string, ValidationKey> }
  | { kind: 'problem'; problem: ConsoleProblem; waitMinutes?: number };

/** The BFF's status, JSON body and Retry-After as the form's answer; anything unexpected reads as 'failed', every value typed kept. */
export function readConsoleAnswer(status: number, body: unknown, retryAfter: string | null = null): ConsoleAnswer {
  const answered = (body as { code?: unknown } | null)?.code;
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (status === 429) return { kind: 'problem', problem: 'throttled', waitMinutes: waitMinutes(retryAfter) };
  if (answered === code('OPERATOR_LOGIN_FAILED')) return { kind: 'problem', problem: 'loginFailed' };
  if (answered === code('SETUP_LINK_INVALID')) return { kind: 'problem', problem: 'linkInvalid' };
  if (answered === code('TOTP_CODE_WRONG')) return { kind: 'invalid', errors: { code: 'totpCodeInvalid' } };
  if (answered === code('PASSWORD_TOO_WEAK')) return { kind: 'invalid', errors: { password: 'passwordTooCommon' } };
  if (status === 400) {
    const errors = issuesOf(body);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  return { kind: 'problem', problem: 'failed' };
}
