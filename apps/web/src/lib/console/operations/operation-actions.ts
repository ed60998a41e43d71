'use server';
// The imports and mail sections' actions, from plain forms (no JavaScript
// needed): the BFF called as the operator, then a 303 back to the page with
// the outcome in its address, which the page says in the operator's language.
import { type Locale, type MailAction, mailActions } from '@immo/domain';
import { redirect } from 'next/navigation';
import { consolePaths } from '../console-paths';
import { operationsPost } from './operations-bff';
import { operationProblemOf } from './operation-outcome';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const outcomeQuery = (done: string, reply: { status: number; body: unknown } | null): string => {
  const problem = operationProblemOf(reply?.status ?? null, reply?.body ?? null);
  return problem === null ? `done=${done}` : `problem=${problem}`;
};

/** Bound per page: `startImport.bind(null, locale)`; the form's `kind` is `full` or `incremental`. */
export async function startImport(locale: Locale, formData: FormData): Promise<void> {
  const full = formData.get('kind') === 'full';
  const reply = await operationsPost(locale, '/api/sync-runs', { full });
  redirect(`${consolePaths(locale).section('imports')}?${outcomeQuery('queued', reply)}`);
}

/**
 * Bound per message: `mailAction.bind(null, locale, id, 'retry', back)`;
 * `back` is the list's query (state, search, page) the operator returns to.
 */
export async function mailAction(
  locale: Locale,
  id: string,
  action: MailAction,
  back: string,
  _formData: FormData,
): Promise<void> {
  const known = UUID.test(id) && (mailActions as readonly string[]).includes(action);
  const reply = known
    ? await operationsPost(locale, `/api/mail-outbox/${id}/${action}`, {})
    : { status: 404, body: null };
  const keep = new URLSearchParams(back);
  for (const name of ['done', 'problem']) keep.delete(name);
  const query = [keep.toString(), outcomeQuery(action, reply)].filter((part) => part !== '').join('&');
  redirect(`${consolePaths(locale).section('mail')}?${query}`);
}
