// The imports and mail pages' calls of the BFF with the operator's cookie:
// reads (nothing cached, each answer checked against the domain's schema)
// and the actions' posts, sent as the /api relay would send them.
import { type Locale } from '@immo/domain';
import { REQUEST_ID_HEADER } from '@immo/platform';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { webEnv } from '@/config/env';
import { BAD_ANSWER_STATUS, BffError, firstIssue } from '@/lib/bff-contract';
import { visitorAddress } from '@/lib/forms/visitor-address';
import { requestIdOf } from '@/lib/request-id';
import { consolePaths } from '../console-paths';

const BFF_TIMEOUT_MS = 15_000;

/** The answer of `path`, or null on 404 (a run or message that is not there). A session that ended leads to the login. */
export async function operationsGet<T>(locale: Locale, path: string, schema: z.ZodType<T>): Promise<T | null> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${webEnv().BFF_URL}${path}`, {
    cache: 'no-store',
    headers: { accept: 'application/json', cookie },
  });
  if (response.status === 401) redirect(consolePaths(locale).login);
  if (response.status === 404) return null;
  if (!response.ok) throw new BffError(response.status, path);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  console.error(`[web] BFF ${path}: unexpected answer (${firstIssue(parsed.error)})`);
  throw new BffError(BAD_ANSWER_STATUS, path);
}

export interface OperationReply {
  status: number;
  body: unknown;
}

/** A state-changing call as the operator, from the site's origin (the BFF refuses others); null when the BFF was not reached. */
export async function operationsPost(locale: Locale, path: string, body: unknown): Promise<OperationReply | null> {
  const { BFF_URL, SITE_URL } = webEnv();
  const requestHeaders = await headers();
  const outgoing = new Headers({
    'content-type': 'application/json',
    accept: 'application/json',
    origin: new URL(SITE_URL).origin,
  });
  const visitor = visitorAddress(requestHeaders);
  if (visitor) outgoing.set('x-forwarded-for', visitor);
  outgoing.set(REQUEST_ID_HEADER, requestIdOf(requestHeaders));
  outgoing.set('cookie', (await cookies()).toString());
  let reply: OperationReply;
  try {
    const response = await fetch(new URL(path, BFF_URL), {
      method: 'POST',
      headers: outgoing,
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(BFF_TIMEOUT_MS),
    });
    reply = { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    console.error(
      `[web] console POST ${path} not delivered to the BFF:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
  // Outside the try: redirect() throws Next's own signal.
  if (reply.status === 401) redirect(consolePaths(locale).login);
  return reply;
}
