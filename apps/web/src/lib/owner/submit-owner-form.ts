'use server';
// The owner forms' server action, the path of an owner without JavaScript
// (the same <form> posts here; with JavaScript OwnerForm sends JSON through
// the /api relay): the BFF is called for the owner as the relay would, its
// session cookies handed on, then a 303 to the portal or the form again.
import { type Locale, REQUEST_ID_HEADER } from '@immo/domain';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { webEnv } from '@/config/env';
import { errorsOfIssues } from '@/lib/forms/form-state';
import { visitorAddress } from '@/lib/forms/visitor-address';
import { requestIdOf } from '@/lib/request-id';
import { readOwnerAnswer, type OwnerAnswer } from './owner-answer';
import { ownerFormEndpoints, type OwnerFormKind } from './owner-form-kind';
import { ownerFormSchemas } from './owner-form-schemas';
import type { OwnerFormState } from './owner-form-state';
import { ownerPaths } from './owner-paths';
import { parseSetCookie } from './set-cookie';

const FIELDS = ['email', 'password', 'confirmation', 'currentPassword'] as const;
const BFF_TIMEOUT_MS = 15_000;

/** Bound per form on the server: `submitOwnerForm.bind(null, kind, locale, hidden)`. */
export async function submitOwnerForm(kind: OwnerFormKind, locale: Locale, hidden: Record<string, string>, _previous: OwnerFormState, formData: FormData): Promise<OwnerFormState> {
  const typed = Object.fromEntries(FIELDS.flatMap((name) => (typeof formData.get(name) === 'string' ? [[name, formData.get(name) as string]] : [])));
  const email = typeof typed['email'] === 'string' ? typed['email'] : null;
  const state = (answer: Exclude<OwnerAnswer, { kind: 'done' }>): OwnerFormState => ({
    email,
    errors: answer.kind === 'invalid' ? answer.errors : {},
    problem: answer.kind === 'problem' ? answer.problem : null,
    waitMinutes: answer.kind === 'problem' ? (answer.waitMinutes ?? 1) : 1,
    done: false,
  });
  const body = { ...typed, ...hidden };
  const checked = ownerFormSchemas[kind].safeParse(body);
  if (!checked.success) {
    const errors = errorsOfIssues(checked.error.issues);
    // A hidden value has no field: a malformed link's token says so as the form's message.
    if (Object.keys(hidden).some((name) => name in errors)) return state({ kind: 'problem', problem: 'linkInvalid' });
    return state({ kind: 'invalid', errors });
  }
  const answer = await callBff(kind, body);
  if (answer.kind !== 'done') {
    if (answer.unauthenticated) redirect(ownerPaths(locale).login);
    return state(answer.read as Exclude<OwnerAnswer, { kind: 'done' }>);
  }
  const jar = await cookies();
  for (const line of answer.setCookies) {
    const cookie = parseSetCookie(line);
    if (cookie) jar.set(cookie);
  }
  // Outside any try: redirect() throws Next's own signal, answered with 303.
  if (kind === 'login' || kind === 'set') redirect(ownerPaths(locale).dashboard);
  return { email, errors: {}, problem: null, waitMinutes: 1, done: true };
}

type BffOutcome = { kind: 'done'; setCookies: string[] } | { kind: 'other'; read: OwnerAnswer; unauthenticated: boolean };

async function callBff(kind: OwnerFormKind, body: Record<string, string>): Promise<BffOutcome> {
  const { BFF_URL, SITE_URL } = webEnv();
  const requestHeaders = await headers();
  const outgoing = new Headers({ 'content-type': 'application/json', accept: 'application/json', origin: new URL(SITE_URL).origin });
  const visitor = visitorAddress(requestHeaders);
  if (visitor) outgoing.set('x-forwarded-for', visitor);
  outgoing.set(REQUEST_ID_HEADER, requestIdOf(requestHeaders));
  // Changing the password is the logged-in owner's call: their session cookies go along.
  if (kind === 'change') outgoing.set('cookie', (await cookies()).toString());
  const { path, method } = ownerFormEndpoints[kind];
  try {
    const response = await fetch(new URL(path, BFF_URL), { method, headers: outgoing, body: JSON.stringify(body), cache: 'no-store', signal: AbortSignal.timeout(BFF_TIMEOUT_MS) });
    const read = readOwnerAnswer(response.status, await response.json().catch(() => null), response.headers.get('retry-after'));
    if (read.kind === 'done') return { kind: 'done', setCookies: response.headers.getSetCookie() };
    return { kind: 'other', read, unauthenticated: kind === 'change' && response.status === 401 };
  } catch (error) {
    console.error(`[web] owner form ${kind} not delivered to the BFF:`, error instanceof Error ? error.message : error);
    return { kind: 'other', read: { kind: 'problem', problem: 'failed' }, unauthenticated: false };
  }
}
