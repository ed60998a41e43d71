'use server';
// The POSTs behind the subscription pages' buttons. A mail's link only opens
// a page (mail scanners open every link); these change something, called
// with or without JavaScript as the forms' server actions, the web server
// calling the BFF for the visitor with the site's Origin.
import { ZNewsletterUnsubscribeSchema } from '@immo/domain';
import { REQUEST_ID_HEADER } from '@immo/platform';
import { webEnv } from '@/config/env';
import { headers } from 'next/headers';
import { visitorAddress } from '@/lib/forms/visitor-address';
import { requestIdOf } from '@/lib/request-id';

export type SubscriptionSubject = 'demand' | 'newsletter';

export type SubscriptionActionState =
  | { status: 'idle' }
  | { status: 'done'; subject: SubscriptionSubject }
  | { status: 'not-found' }
  | { status: 'invalid-email'; email: string }
  | { status: 'failed'; email?: string };

const TIMEOUT_MS = 15_000;

async function postToBff(path: string, body: unknown): Promise<Response | null> {
  const { BFF_URL, SITE_URL } = webEnv();
  const request = new Headers({
    'content-type': 'application/json',
    accept: 'application/json',
    origin: new URL(SITE_URL).origin,
  });
  const incoming = await headers();
  const visitor = visitorAddress(incoming);
  // The BFF's rate limit counts the visitor, not this server.
  if (visitor) request.set('x-forwarded-for', visitor);
  request.set(REQUEST_ID_HEADER, requestIdOf(incoming));
  try {
    return await fetch(new URL(path, BFF_URL), {
      method: 'POST',
      headers: request,
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`[web] ${path} not delivered to the BFF:`, error instanceof Error ? error.message : error);
    return null;
  }
}

function subjectOf(answer: unknown): SubscriptionSubject | null {
  const subject = typeof answer === 'object' && answer !== null ? (answer as { subject?: unknown }).subject : undefined;
  return subject === 'demand' || subject === 'newsletter' ? subject : null;
}

async function answerOf(response: Response | null): Promise<SubscriptionActionState> {
  if (response === null) return { status: 'failed' };
  if (response.status === 404) return { status: 'not-found' };
  const subject = response.ok ? subjectOf(await response.json().catch(() => null)) : null;
  return subject ? { status: 'done', subject } : { status: 'failed' };
}

const tokenOf = (formData: FormData): string => {
  const token = formData.get('token');
  return typeof token === 'string' ? token.slice(0, 300) : '';
};

export async function confirmSubscription(
  _previous: SubscriptionActionState,
  formData: FormData,
): Promise<SubscriptionActionState> {
  const token = tokenOf(formData);
  if (token.length < 20) return { status: 'not-found' };
  return answerOf(await postToBff('/api/subscriptions/confirm', { token }));
}

export async function unsubscribeByLink(
  _previous: SubscriptionActionState,
  formData: FormData,
): Promise<SubscriptionActionState> {
  const token = tokenOf(formData);
  if (!token) return { status: 'not-found' };
  return answerOf(await postToBff(`/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`, {}));
}

/** The newsletter's page without a link: the typed address is mailed its unsubscribe link, answered the same whether it was subscribed. */
export async function unsubscribeByAddress(
  _previous: SubscriptionActionState,
  formData: FormData,
): Promise<SubscriptionActionState> {
  const typed = formData.get('email');
  const email = typeof typed === 'string' ? typed.slice(0, 300) : '';
  const parsed = ZNewsletterUnsubscribeSchema.safeParse({ email });
  if (!parsed.success) return { status: 'invalid-email', email };
  const response = await postToBff('/api/newsletter/unsubscribe', parsed.data);
  return response?.ok ? { status: 'done', subject: 'newsletter' } : { status: 'failed', email };
}
