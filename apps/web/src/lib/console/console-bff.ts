// The console pages' server-side reads of the BFF, with the operator's cookie; nothing
// cached, each answer checked against the domain's schema.
import {
  type OperatorMe,
  type OperatorSetupDetails,
  ZOperatorMeSchema,
  ZOperatorSetupDetailsSchema,
} from '@immo/domain';
import { cookies } from 'next/headers';
import { webEnv } from '@/config/env';
import type { z } from 'zod';
import { BAD_ANSWER_STATUS, BffError, firstIssue } from '@/lib/bff-contract';

/** Who is logged in, or null without a live session. */
export async function currentOperator(): Promise<OperatorMe | null> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${webEnv().BFF_URL}/api/operator/me`, {
    cache: 'no-store',
    headers: { accept: 'application/json', cookie },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new BffError(response.status, '/api/operator/me');
  return checked(ZOperatorMeSchema, await response.json().catch(() => undefined), '/api/operator/me');
}

/** What the setup page shows for the link's token, or null when the link is not usable. */
export async function setupDetails(token: string): Promise<OperatorSetupDetails | null> {
  const response = await fetch(`${webEnv().BFF_URL}/api/operator/setup/details`, {
    method: 'POST',
    cache: 'no-store',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status === 400) return null;
  if (!response.ok) throw new BffError(response.status, '/api/operator/setup/details');
  return checked(
    ZOperatorSetupDetailsSchema,
    await response.json().catch(() => undefined),
    '/api/operator/setup/details',
  );
}

function checked<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`[web] BFF ${path}: unexpected answer (${firstIssue(parsed.error)})`);
  throw new BffError(BAD_ANSWER_STATUS, path);
}
