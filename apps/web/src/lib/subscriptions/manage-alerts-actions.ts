'use server';
// The forms of the visitor's alerts page: change the criteria or how often,
// pause or resume, delete (after the page's confirmation step). Plain POSTs, with or without
// JavaScript; each answers with the page again (303), `?result=` saying what
// happened, at the alert it was about.
import { isLocale, type Locale, ZAlertDeletedSchema, ZAlertFrequencyBodySchema } from '@immo/domain';
import { redirect } from 'next/navigation';
import { webEnv } from '@/config/env';
import { postToBffForVisitor } from '@/lib/bff-post-for-visitor';
import { checkCriteria, criteriaJson, criteriaQuery } from './alert-criteria';
import { isManageAlertsToken, manageAlertsPath } from './manage-alerts';

export type AlertChangeResult = 'criteria' | 'frequency' | 'paused' | 'resumed' | 'deleted' | 'failed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function post(token: string, id: string, action: string, body: unknown): Promise<Response | null> {
  try {
    return await postToBffForVisitor(`/api/alerts/manage/${encodeURIComponent(token)}/${id}/${action}`, body);
  } catch (error) {
    // Never the token in a log: it opens the visitor's alerts.
    console.error(`[web] alert ${action} not delivered to the BFF:`, error instanceof Error ? error.message : error);
    return null;
  }
}

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

interface Posted {
  token: string;
  id: string;
  locale: Locale;
}

function postedOf(formData: FormData): Posted | null {
  const token = field(formData, 'token');
  const id = field(formData, 'id');
  const posted = field(formData, 'locale');
  if (!isManageAlertsToken(token) || !UUID.test(id)) return null;
  return { token, id, locale: isLocale(posted) ? posted : webEnv().DEFAULT_LOCALE };
}

function backTo(posted: Posted, result: AlertChangeResult, token = posted.token): never {
  const anchor = result === 'deleted' ? '' : `#alert-${posted.id}`;
  redirect(`${manageAlertsPath(posted.locale, token)}?result=${result}${anchor}`);
}

export async function changeAlertFrequency(formData: FormData): Promise<void> {
  const posted = postedOf(formData);
  if (!posted) return;
  // The demand register's own schema: a value it refuses never reaches the BFF.
  const body = ZAlertFrequencyBodySchema.safeParse({ frequency: field(formData, 'frequency') });
  if (!body.success) backTo(posted, 'failed');
  const answer = await post(posted.token, posted.id, 'frequency', body.data);
  backTo(posted, answer?.ok ? 'frequency' : 'failed');
}

/**
 * New criteria, checked by the demand register's rules here (and again by
 * the BFF). Refused, the page shows the form again as it was typed, carried
 * in its URL (`?edit=`), with each field's reason: it has no other memory
 * without JavaScript, and criteria are no secret (the token already is in it).
 */
export async function changeAlertCriteria(formData: FormData): Promise<void> {
  const posted = postedOf(formData);
  if (!posted) return;
  const json = criteriaJson(formData.entries());
  const checked = checkCriteria(json);
  if (!checked.ok) {
    const query = criteriaQuery(json);
    query.set('edit', posted.id);
    // Even a form sent with every field emptied comes back as sent, with its reasons.
    query.set('typed', '1');
    redirect(`${manageAlertsPath(posted.locale, posted.token)}?${query.toString()}#alert-${posted.id}-criteria`);
  }
  const answer = await post(posted.token, posted.id, 'criteria', checked.criteria);
  backTo(posted, answer?.ok ? 'criteria' : 'failed');
}

export async function pauseAlert(formData: FormData): Promise<void> {
  const posted = postedOf(formData);
  if (!posted) return;
  const paused = field(formData, 'paused') === 'true';
  const answer = await post(posted.token, posted.id, 'pause', { paused });
  backTo(posted, answer?.ok ? (paused ? 'paused' : 'resumed') : 'failed');
}

export async function deleteAlert(formData: FormData): Promise<void> {
  const posted = postedOf(formData);
  if (!posted) return;
  const answer = await post(posted.token, posted.id, 'delete', {});
  if (!answer?.ok) backTo(posted, 'failed');
  const deleted = ZAlertDeletedSchema.safeParse(await answer.json().catch(() => null));
  // The link's own alert gone, another alert's link stands in; none left, the old link's page says so.
  backTo(posted, 'deleted', deleted.success && deleted.data.token ? deleted.data.token : posted.token);
}
