// The visitor's alerts page (app/[locale]/my-alerts/[token]): what the BFF
// says about the link's alerts, read on the server, never cached.
import { type ManagedAlerts, ZManageAlertsTokenSchema, ZManagedAlertsSchema } from '@immo/domain';
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { localizePath } from '@immo/i18n';
import type { Locale } from '@immo/domain';
import { webEnv } from '@/config/env';

/** Whether a path segment has the shape of a manage link's token (the BFF checks its signature). */
export function isManageAlertsToken(value: string): boolean {
  return ZManageAlertsTokenSchema.safeParse(value).success;
}

/** The page of a link in a language. */
export function manageAlertsPath(locale: Locale, token: string): string {
  return localizePath(`/my-alerts/${token}/`, locale);
}

/** The alerts behind the link; null when the link is not (or no longer) valid; throws when the BFF cannot answer. */
export async function loadManagedAlerts(token: string): Promise<ManagedAlerts | null> {
  if (!isManageAlertsToken(token)) return null;
  const { BFF_URL, INTERNAL_API_TOKEN } = webEnv();
  const response = await fetch(`${BFF_URL}/api/alerts/manage/${encodeURIComponent(token)}`, {
    cache: 'no-store',
    headers: { accept: 'application/json', [INTERNAL_TOKEN_HEADER]: INTERNAL_API_TOKEN },
  });
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`alerts: BFF answered ${response.status}`);
  return ZManagedAlertsSchema.parse(await response.json());
}
