// The console pages' server-side reads of the BFF, with the operator's cookie; nothing cached.
import { type OperatorMe, type OperatorSetupDetails } from '@immo/domain';
import { cookies } from 'next/headers';
import { webEnv } from '@/config/env';
import { BffError } from '@/lib/bff-contract';

/** Who is logged in, or null without a live session. */
export async function currentOperator(): Promise<OperatorMe | null> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${webEnv().BFF_URL}/api/operator/me`, { cache: 'no-store', headers: { accept: 'application/json', cookie } });
  if (response.status === 401) return null;
  if (!response.ok) throw new BffError(response.status, '/api/operator/me');
  return (await response.json()) as OperatorMe;
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
  return (await response.json()) as OperatorSetupDetails;
}
