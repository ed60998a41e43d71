// The requests pages' reads of the BFF, with the operator's cookie; nothing
// cached, each answer checked against the domain's schema. A session that
// ended meanwhile sends the operator to the login.
import type { Locale } from '@immo/domain';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { webEnv } from '@/config/env';
import { BAD_ANSWER_STATUS, BffError, firstIssue } from '@/lib/bff-contract';
import { consolePaths } from '../console-paths';

/** The answer of `path` (with its query), or null on 404 (a lead deleted by retention, a made-up id). */
export async function requestsGetJson<T>(locale: Locale, path: string, schema: z.ZodType<T>): Promise<T | null> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${webEnv().BFF_URL}${path}`, {
    cache: 'no-store',
    headers: { accept: 'application/json', cookie },
  });
  if (response.status === 401) redirect(consolePaths(locale).login);
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new BffError(response.status, path);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  console.error(`[web] BFF ${path}: unexpected answer (${firstIssue(parsed.error)})`);
  throw new BffError(BAD_ANSWER_STATUS, path);
}
