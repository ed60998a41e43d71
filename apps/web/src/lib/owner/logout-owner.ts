'use server';
// Logging out, with or without JavaScript: the BFF revokes the session (both
// tokens) and clears its cookies, handed on here; then the login page.
import type { Locale } from '@immo/domain';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { webEnv } from '@/config/env';
import { ownerPaths } from './owner-paths';
import { parseSetCookie } from './set-cookie';

export async function logoutOwner(locale: Locale): Promise<void> {
  const { BFF_URL, SITE_URL } = webEnv();
  const jar = await cookies();
  const answer = await fetch(new URL('/api/owner/session', BFF_URL), {
    method: 'DELETE',
    headers: { accept: 'application/json', cookie: jar.toString(), origin: new URL(SITE_URL).origin },
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  // Whatever the answer, the owner asked to leave: an ended session has nothing left to revoke.
  for (const line of answer?.headers.getSetCookie() ?? []) {
    const cookie = parseSetCookie(line);
    if (cookie) jar.set(cookie);
  }
  redirect(ownerPaths(locale).login);
}
