// The owner pages' server-side reads of the BFF, as the owner: the browser's
// session cookies go along (the proxy's owner gate has renewed them first),
// nothing is cached, and each answer is checked against the domain's schema.
import type { Locale } from '@immo/domain';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { webEnv } from '@/config/env';
import { BAD_ANSWER_STATUS, BffError, firstIssue } from '@/lib/bff-contract';
import { reportBffFailure } from '@/lib/bff-health';
import { ownerPaths } from './owner-paths';

/**
 * The owner's answer at `path`, or null for 404 (not theirs, or gone). A 401
 * (the session ended since the gate looked: logged out elsewhere, password
 * changed) leads to the login page.
 */
export async function ownerGetJson<T>(path: string, schema: z.ZodType<T>, locale: Locale): Promise<T | null> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${webEnv().BFF_URL}${path}`, {
    cache: 'no-store',
    headers: { accept: 'application/json', cookie },
  }).catch((error: unknown) => {
    reportBffFailure();
    throw error;
  });
  if (response.status === 401) redirect(ownerPaths(locale).login);
  if (response.status === 404) return null;
  if (!response.ok) throw new BffError(response.status, path);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error(`[web] BFF ${path}: unexpected answer (${firstIssue(parsed.error)})`);
    throw new BffError(BAD_ANSWER_STATUS, path);
  }
  return parsed.data;
}
