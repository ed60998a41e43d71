// The public pages in an operator's preview (draft mode, switched on by
// /{locale}/console/site/preview/ after the BFF confirmed the session): the
// site configuration with the waiting drafts, read with the operator's
// cookie and never cached. Without a live session (a draft-mode cookie
// outliving the login) the public answer is used: only operators see drafts.
import type { z } from 'zod';
import { cookies, draftMode } from 'next/headers';
import { webEnv } from '@/config/env';

/** Whether this request renders the operator's preview. */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

/** The preview's answer at `path` (under /api/console/site-config/preview), or undefined to fall back on the public one. */
export async function previewAnswer<T>(path: string, schema: z.ZodType<T>): Promise<T | null | undefined> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${webEnv().BFF_URL}/api/console/site-config/preview${path}`, {
    cache: 'no-store',
    headers: { accept: 'application/json', cookie },
  }).catch(() => null);
  if (response === null || response.status === 401) return undefined;
  if (response.status === 404) return null;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}
