'use server';
// The owner forms' server action, the path of an owner without JavaScript
// (the same <form> posts here; with JavaScript OwnerForm sends JSON through
// the /api relay), then a 303 to the portal or the form again.
import type { Locale } from '@immo/domain';
import { redirect } from 'next/navigation';
import { type AccountFormState, refusedState } from '@/lib/account/account-form-state';
import { handOnCookies, postAccountForm, typedFields } from '@/lib/account/post-account-form';
import { errorsOfIssues } from '@/lib/forms/form-state';
import { type OwnerProblem, readOwnerAnswer } from './owner-answer';
import { ownerFormEndpoints, type OwnerFormKind } from './owner-form-kind';
import { ownerFormSchemas } from './owner-form-schemas';
import { ownerPaths } from './owner-paths';

const FIELDS = ['email', 'password', 'confirmation', 'currentPassword'] as const;

/** Bound per form on the server: `submitOwnerForm.bind(null, kind, locale, hidden)`. */
export async function submitOwnerForm(
  kind: OwnerFormKind,
  locale: Locale,
  hidden: Record<string, string>,
  _previous: AccountFormState<OwnerProblem>,
  formData: FormData,
): Promise<AccountFormState<OwnerProblem>> {
  const typed = typedFields(formData, FIELDS);
  const email = typed['email'] ?? null;
  const body = { ...typed, ...hidden };
  const checked = ownerFormSchemas[kind].safeParse(body);
  if (!checked.success) {
    const errors = errorsOfIssues(checked.error.issues);
    // A hidden value has no field: a malformed link's token says so as the form's message.
    if (Object.keys(hidden).some((name) => name in errors))
      return refusedState(email, { kind: 'problem', problem: 'linkInvalid' });
    return refusedState(email, { kind: 'invalid', errors });
  }
  const reply = await postAccountForm({ ...ownerFormEndpoints[kind], body, withSession: kind === 'change' });
  const answer =
    reply === null
      ? ({ kind: 'problem', problem: 'failed' } as const)
      : readOwnerAnswer(reply.status, reply.body, reply.retryAfter);
  if (answer.kind !== 'done') {
    if (kind === 'change' && reply?.status === 401) redirect(ownerPaths(locale).login);
    return refusedState(email, answer);
  }
  await handOnCookies(reply?.setCookies ?? []);
  // Outside any try: redirect() throws Next's own signal, answered with 303.
  if (kind === 'login' || kind === 'set') redirect(ownerPaths(locale).dashboard);
  return { email, errors: {}, problem: null, waitMinutes: 1, done: true };
}
