// The site configuration editor's calls to the BFF, from the console's server
// components and server actions, with the operator's cookie; nothing cached.
import {
  type SiteConfigChange,
  type SiteConfigEditor,
  ZSiteConfigChangesSchema,
  ZSiteConfigEditorSchema,
} from '@immo/domain';
import { REQUEST_ID_HEADER } from '@immo/platform';
import { cookies, headers } from 'next/headers';
import type { z } from 'zod';
import { webEnv } from '@/config/env';
import { BAD_ANSWER_STATUS, BffError } from '@/lib/bff-contract';
import { requestIdOf } from '@/lib/request-id';

const BASE = '/api/console/site-config';
const TIMEOUT_MS = 15_000;

/** Null without a live session (ConsoleFrame then sends the browser to the login). */
async function read<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${webEnv().BFF_URL}${BASE}${path}`, {
    cache: 'no-store',
    headers: { accept: 'application/json', cookie },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new BffError(response.status, `${BASE}${path}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new BffError(BAD_ANSWER_STATUS, `${BASE}${path}`);
  return parsed.data;
}

export const siteConfigEditor = (): Promise<SiteConfigEditor | null> => read('', ZSiteConfigEditorSchema);

export const siteConfigChanges = async (): Promise<SiteConfigChange[] | null> =>
  (await read('/changes', ZSiteConfigChangesSchema))?.items ?? null;

export interface ConsoleReply {
  status: number;
  body: Record<string, unknown>;
}

/** A state-changing call as the /api relay would send it (the site's origin, the operator's cookie); null when the BFF did not answer. */
export async function postSiteConfig(path: string, body: unknown = {}): Promise<ConsoleReply | null> {
  const { BFF_URL, SITE_URL } = webEnv();
  const outgoing = new Headers({
    'content-type': 'application/json',
    accept: 'application/json',
    origin: new URL(SITE_URL).origin,
  });
  outgoing.set('cookie', (await cookies()).toString());
  outgoing.set(REQUEST_ID_HEADER, requestIdOf(await headers()));
  try {
    const response = await fetch(`${BFF_URL}${BASE}${path}`, {
      method: 'POST',
      headers: outgoing,
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => ({}));
    return {
      status: response.status,
      body: typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {},
    };
  } catch (error) {
    console.error(
      `[web] console POST ${BASE}${path} not delivered to the BFF:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
