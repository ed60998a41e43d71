// The server side of an account form without JavaScript (owner and console
// logins, links, passwords): what was typed, sent to the BFF as the /api
// relay would send it, and the session cookies the BFF sets handed on to
// the browser. Only server actions import this.
import { REQUEST_ID_HEADER } from '@immo/platform';
import { cookies, headers } from 'next/headers';
import { webEnv } from '@/config/env';
import { visitorAddress } from '@/lib/forms/visitor-address';
import { requestIdOf } from '@/lib/request-id';
import { parseSetCookie } from './set-cookie';

const BFF_TIMEOUT_MS = 15_000;

export interface AccountFormCall {
  path: string;
  method: 'POST' | 'PUT';
  body: Record<string, string>;
  /** The logged-in person's own call (changing a password): their session cookies go along. */
  withSession: boolean;
}

export interface AccountFormReply {
  status: number;
  body: unknown;
  retryAfter: string | null;
  setCookies: string[];
}

/** The fields of `names` that came as text, nothing else of the post. */
export function typedFields(formData: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => (typeof formData.get(name) === 'string' ? [[name, formData.get(name) as string]] : [])),
  );
}

/** The BFF's answer, or null when it could not be reached (the form then says 'try again'). */
export async function postAccountForm(call: AccountFormCall): Promise<AccountFormReply | null> {
  const { BFF_URL, SITE_URL } = webEnv();
  const requestHeaders = await headers();
  // The BFF refuses a state-changing call that does not come from the site's own origin.
  const outgoing = new Headers({
    'content-type': 'application/json',
    accept: 'application/json',
    origin: new URL(SITE_URL).origin,
  });
  const visitor = visitorAddress(requestHeaders);
  if (visitor) outgoing.set('x-forwarded-for', visitor);
  outgoing.set(REQUEST_ID_HEADER, requestIdOf(requestHeaders));
  if (call.withSession) outgoing.set('cookie', (await cookies()).toString());
  try {
    const response = await fetch(new URL(call.path, BFF_URL), {
      method: call.method,
      headers: outgoing,
      body: JSON.stringify(call.body),
      cache: 'no-store',
      signal: AbortSignal.timeout(BFF_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    return {
      status: response.status,
      body,
      retryAfter: response.headers.get('retry-after'),
      setCookies: response.headers.getSetCookie(),
    };
  } catch (error) {
    console.error(
      `[web] account form ${call.method} ${call.path} not delivered to the BFF:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/** The BFF's Set-Cookie lines, set on the browser's answer. */
export async function handOnCookies(lines: readonly string[]): Promise<void> {
  const jar = await cookies();
  for (const line of lines) {
    const cookie = parseSetCookie(line);
    if (cookie) jar.set(cookie);
  }
}

/**
 * Logging out, with or without JavaScript: the BFF revokes the session and
 * clears its cookies, handed on here. Whatever the answer, the person asked
 * to leave: an ended session has nothing left to revoke.
 */
export async function endAccountSession(path: string): Promise<void> {
  const { BFF_URL, SITE_URL } = webEnv();
  const jar = await cookies();
  const answer = await fetch(new URL(path, BFF_URL), {
    method: 'DELETE',
    headers: { accept: 'application/json', cookie: jar.toString(), origin: new URL(SITE_URL).origin },
    cache: 'no-store',
    signal: AbortSignal.timeout(BFF_TIMEOUT_MS),
  }).catch(() => null);
  await handOnCookies(answer?.headers.getSetCookie() ?? []);
}
