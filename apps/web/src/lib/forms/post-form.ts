// The no-JS path's call to the BFF: the same `POST /api/forms/{kind}` the
// browser makes through the relay, made by the web server for the visitor.
import { type FormKind } from '@immo/domain';
import { REQUEST_ID_HEADER } from '@immo/platform';
import { webEnv } from '@/config/env';
import { readFormAnswer, type FormAnswer } from './form-answer';

/** Longer than the BFF's own work (one transaction); a stuck call ends as 'not sent', the values kept. */
const BFF_FORM_TIMEOUT_MS = 15_000;

export interface VisitorHeaders {
  address: string | undefined;
  userAgent: string | null;
  acceptLanguage: string | null;
  /** REQUEST_ID_HEADER for the BFF (request-id.ts). */
  requestId?: string;
}

export async function postForm(
  kind: FormKind,
  body: Record<string, unknown>,
  visitor: VisitorHeaders,
): Promise<FormAnswer> {
  const { BFF_URL, SITE_URL } = webEnv();
  const headers = new Headers({
    'content-type': 'application/json',
    accept: 'application/json',
    // The BFF refuses a state-changing call whose Origin is not the site's (@RefuseCrossSite).
    origin: new URL(SITE_URL).origin,
  });
  if (visitor.address) headers.set('x-forwarded-for', visitor.address);
  if (visitor.userAgent) headers.set('user-agent', visitor.userAgent);
  if (visitor.acceptLanguage) headers.set('accept-language', visitor.acceptLanguage);
  if (visitor.requestId) headers.set(REQUEST_ID_HEADER, visitor.requestId);
  try {
    const response = await fetch(new URL(`/api/forms/${kind}`, BFF_URL), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(BFF_FORM_TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    return readFormAnswer(response.status, answer);
  } catch (error) {
    console.error(`[web] form ${kind} not delivered to the BFF:`, error instanceof Error ? error.message : error);
    return { kind: 'problem', problem: 'sendFailed' };
  }
}
