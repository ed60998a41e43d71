// The state the no-JS server action hands back to the form it re-renders
// (useActionState): every typed value, the errors by field path, and the
// form's own message. The browser path keeps the same shape in FormShell.
import type { ValidationKey } from '@immo/domain';
import type { FormOutcome, FormProblem } from './form-answer';
import type { FormJson } from './form-data';

export interface FormActionState {
  /** What the visitor typed (captcha and honeypot left out), to fill the form again. */
  values: FormJson | null;
  errors: Record<string, ValidationKey>;
  problem: FormProblem | null;
  /** Set when the form answers in place instead of going to a thank-you page. */
  outcome: FormOutcome | null;
}

export const INITIAL_FORM_STATE: FormActionState = { values: null, errors: {}, problem: null, outcome: null };

/** Zod issues as the kit's errors: the first validation key per dotted path. */
export function errorsOfIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, ValidationKey> {
  const errors: Record<string, ValidationKey> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message as ValidationKey;
  }
  return errors;
}
