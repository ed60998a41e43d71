// The owner endpoints' error codes, read by the account forms' common reader.
import type { OwnerAuthErrorCode } from '@immo/domain';
import { type AccountAnswer, type AccountAnswerCodes, readAccountAnswer } from '@/lib/account/account-answer';

// The codes by type only: the value object lives beside the owner schemas and
// their common-passwords list, which the login page must not download up front.
const code = <C extends OwnerAuthErrorCode>(value: C): C => value;

/** A message of the whole form, beside the fields' own (and the common 'throttled' and 'failed'). */
export type OwnerProblem = 'loginFailed' | 'linkInvalid' | 'currentPasswordWrong';
export type OwnerAnswer = AccountAnswer<OwnerProblem>;

export const OWNER_ANSWER_CODES: AccountAnswerCodes<OwnerProblem> = {
  problems: {
    [code('OWNER_LOGIN_FAILED')]: 'loginFailed',
    [code('RESET_LINK_INVALID')]: 'linkInvalid',
    [code('OWNER_PASSWORD_WRONG')]: 'currentPasswordWrong',
  },
  // The BFF's own check of the common-passwords list (the browser checks the same list first).
  fields: { [code('PASSWORD_TOO_WEAK')]: { password: 'passwordTooCommon' } },
};

export function readOwnerAnswer(status: number, body: unknown, retryAfter: string | null = null): OwnerAnswer {
  return readAccountAnswer(OWNER_ANSWER_CODES, status, body, retryAfter);
}
