// What the owner forms' no-JS server action hands back to the form it
// re-renders (useActionState); the browser path keeps the same in OwnerForm.
import type { ValidationKey } from '@immo/domain';
import type { OwnerProblem } from './owner-answer';

export interface OwnerFormState {
  /** The address typed, to fill the form again (passwords never go back into the page). */
  email: string | null;
  errors: Record<string, ValidationKey>;
  problem: OwnerProblem | null;
  waitMinutes: number;
  /** The form stays and says it is done (a link sent, a password changed). */
  done: boolean;
}

export const INITIAL_OWNER_FORM_STATE: OwnerFormState = { email: null, errors: {}, problem: null, waitMinutes: 1, done: false };
