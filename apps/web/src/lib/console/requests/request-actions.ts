'use server';
// An operator's actions on a lead or a testimonial, from plain forms (no
// JavaScript needed): the BFF called with the operator's cookie, then a 303
// back to the page with the outcome in its address (?done= or ?problem=),
// which the page says in the operator's language.
import { type LeadAction, type Locale, testimonialStates } from '@immo/domain';
import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { postAccountForm } from '@/lib/account/post-account-form';
import { TESTIMONIALS_TAG } from '@/lib/subscriptions/testimonials';
import { consolePaths } from '../console-paths';
import { requestPaths, withQuery } from './request-paths';
import { type RequestProblem, requestProblemOf } from './request-outcome';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (formData: FormData, name: string): string => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/** The BFF's call; the problem it met, or null when it was done. */
async function call(locale: Locale, path: string, body: Record<string, string>): Promise<RequestProblem | null> {
  const reply = await postAccountForm({ path, method: 'POST', body, withSession: true });
  if (reply?.status === 401) redirect(consolePaths(locale).login);
  return reply === null ? 'failed' : requestProblemOf(reply.status, reply.body);
}

/** Bound per form: `leadAction.bind(null, locale, leadId, 'assign')`. */
export async function leadAction(locale: Locale, id: string, action: LeadAction, formData: FormData): Promise<void> {
  const target = requestPaths(locale).lead(id);
  if (!UUID.test(id)) redirect(consolePaths(locale).section('requests'));
  const body: Record<string, string> =
    action === 'assign'
      ? { agent: text(formData, 'agent') }
      : action === 'duplicate'
        ? { of: text(formData, 'of') }
        : {};
  const problem = await call(locale, `/api/requests/leads/${id}/${action}`, body);
  // Outside any try: redirect() throws Next's own signal, answered with 303.
  redirect(withQuery(target, problem === null ? [['done', action]] : [['problem', problem]]));
}

/** Bound per form: `testimonialAction.bind(null, locale, id, 'publish', shownState)`. */
export async function testimonialAction(
  locale: Locale,
  id: string,
  action: 'publish' | 'reject',
  shownState: string,
  _formData: FormData,
): Promise<void> {
  const state = (testimonialStates as readonly string[]).includes(shownState) ? shownState : 'pending';
  const problem = UUID.test(id) ? await call(locale, `/api/requests/testimonials/${id}/${action}`, {}) : 'notFound';
  // The agency page reads the published testimonials under this tag: its next visitor sees the change.
  if (problem === null) updateTag(TESTIMONIALS_TAG);
  redirect(
    withQuery(requestPaths(locale).tab('testimonials'), [
      ['state', state],
      problem === null ? ['done', action] : ['problem', problem],
    ]),
  );
}
