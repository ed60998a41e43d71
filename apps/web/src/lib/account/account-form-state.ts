// What an account form's no-JS server action hands back to the form it
// re-renders (useActionState); the browser path keeps the same in AccountForm.
import type { ValidationKey } from '@immo/domain';
import type { AccountAnswer, CommonAccountProblem } from './account-answer';

export interface AccountFormState<P extends string> {
  /** The address typed, to fill the form again (passwords and codes never go back into the page). */
  email: string | null;
  errors: Record<string, ValidationKey>;
  problem: P | CommonAccountProblem | null;
  waitMinutes: number;
  /** The form stays and says it is done (a link sent, a password changed). */
  done: boolean;
}

export const INITIAL_ACCOUNT_FORM_STATE: AccountFormState<never> = {
  email: null,
  errors: {},
  problem: null,
  waitMinutes: 1,
  done: false,
};

/** The state a refused or failed answer leaves the form in. */
export function refusedState<P extends string>(
  email: string | null,
  answer: Exclude<AccountAnswer<P>, { kind: 'done' }>,
): AccountFormState<P> {
  return {
    email,
    errors: answer.kind === 'invalid' ? answer.errors : {},
    problem: answer.kind === 'problem' ? answer.problem : null,
    waitMinutes: answer.kind === 'problem' ? (answer.waitMinutes ?? 1) : 1,
    done: false,
  };
}
