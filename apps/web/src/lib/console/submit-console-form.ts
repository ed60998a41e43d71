'use server';
// The console forms' server action, the path of an operator without
// JavaScript (the same <form> posts here; with JavaScript ConsoleForm sends
// JSON through the /api relay): the session cookie the BFF sets is handed
// on, then a 303 to the console, or the form again with its message.
import type { Locale } from '@immo/domain';
import { redirect } from 'next/navigation';
import { type AccountFormState, refusedState } from '@/lib/account/account-form-state';
import { handOnCookies, postAccountForm, typedFields } from '@/lib/account/post-account-form';
import { errorsOfIssues } from '@/lib/forms/form-state';
import { type ConsoleProblem, readConsoleAnswer } from './console-answer';
import { CONSOLE_FORM_ENDPOINTS, type ConsoleFormKind, consoleFormSchemas } from './console-form-kind';
import { consolePaths } from './console-paths';

const FIELDS = ['email', 'password', 'confirmation', 'code'] as const;

/** Bound per form on the server: `submitConsoleForm.bind(null, kind, locale, hidden)`. */
export async function submitConsoleForm(
  kind: ConsoleFormKind,
  locale: Locale,
  hidden: Record<string, string>,
  _previous: AccountFormState<ConsoleProblem>,
  formData: FormData,
): Promise<AccountFormState<ConsoleProblem>> {
  const typed = typedFields(formData, FIELDS);
  const email = typed['email'] ?? null;
  const body = { ...typed, ...hidden };
  const checked = consoleFormSchemas[kind].safeParse(body);
  if (!checked.success) {
    const errors = errorsOfIssues(checked.error.issues);
    if (Object.keys(hidden).some((name) => name in errors))
      return refusedState(email, { kind: 'problem', problem: 'linkInvalid' });
    return refusedState(email, { kind: 'invalid', errors });
  }
  const reply = await postAccountForm({ path: CONSOLE_FORM_ENDPOINTS[kind], method: 'POST', body, withSession: false });
  const answer =
    reply === null
      ? ({ kind: 'problem', problem: 'failed' } as const)
      : readConsoleAnswer(reply.status, reply.body, reply.retryAfter);
  if (answer.kind !== 'done') return refusedState(email, answer);
  await handOnCookies(reply?.setCookies ?? []);
  redirect(consolePaths(locale).home);
}
