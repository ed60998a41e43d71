'use server';
// The POSTs behind the subscription pages' buttons. A mail's link only opens
// a page (mail scanners open every link); these change something, called
// with or without JavaScript as the forms' server actions, the web server
// calling the BFF for the visitor with the site's Origin.
import { ZNewsletterUnsubscribeSchema } from '@immo/domain';
import { postToBffForVisitor } from '@/lib/bff-post-for-visitor';

export type SubscriptionSubject = 'demand' | 'newsletter';

export type SubscriptionActionState =
  | { status: 'idle' }
  | { status: 'done'; subject: SubscriptionSubject }
  | { status: 'not-found' }
  | { status: 'invalid-email'; email: string }
  | { status: 'failed'; email?: string };

async function postToBff(path: string, body: unknown): Promise<Response | null> {
  try {
    return await postToBffForVisitor(path, body);
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
