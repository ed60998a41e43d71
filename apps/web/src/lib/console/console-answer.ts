// The operator endpoints' error codes, read by the account forms' common reader.
import type { OperatorAuthErrorCode } from '@immo/domain';
import { type AccountAnswer, type AccountAnswerCodes, readAccountAnswer } from '@/lib/account/account-answer';

const code = <C extends OperatorAuthErrorCode>(value: C): C => value;

/** A message of the whole form, beside the fields' own (and the common 'throttled' and 'failed'). */
export type ConsoleProblem = 'loginFailed' | 'linkInvalid';
export type ConsoleAnswer = AccountAnswer<ConsoleProblem>;

export const CONSOLE_ANSWER_CODES: AccountAnswerCodes<ConsoleProblem> = {
  problems: { [code('OPERATOR_LOGIN_FAILED')]: 'loginFailed', [code('SETUP_LINK_INVALID')]: 'linkInvalid' },
  fields: {
    [code('TOTP_CODE_WRONG')]: { code: 'totpCodeInvalid' },
    [code('PASSWORD_TOO_WEAK')]: { password: 'passwordTooCommon' },
  },
};

export function readConsoleAnswer(status: number, body: unknown, retryAfter: string | null = null): ConsoleAnswer {
  return readAccountAnswer(CONSOLE_ANSWER_CODES, status, body, retryAfter);
}
