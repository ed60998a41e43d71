// The links a demand alert carries. The unsubscribe URL is the BFF's
// one-click endpoint behind the web's /api relay: mail providers POST it
// (RFC 8058), a person's GET lands on the page with the button. The manage
// URL opens the visitor's page of all their alerts (the BFF checks it).
import { createHmac } from 'node:crypto';
import { type Locale, manageAlertsToken, type Signer, type SubscriptionRef, unsubscribeToken } from '@immo/domain';
import { localizePath } from '@immo/i18n';

export function hmacSigner(secret: string): Signer {
  return (data) => createHmac('sha256', secret).update(data).digest('base64url');
}

/** Absolute one-click unsubscribe URL of a subscription. */
export function unsubscribeUrl(siteUrl: string, ref: SubscriptionRef, sign: Signer): string {
  const url = new URL('/api/subscriptions/unsubscribe', siteUrl);
  url.searchParams.set('token', unsubscribeToken(ref, sign));
  return url.toString();
}

/** Absolute URL of the visitor's alerts page, signed for this demand (the page shows all of its address's). */
export function manageAlertsUrl(siteUrl: string, locale: Locale, demandId: string, sign: Signer): string {
  return new URL(localizePath(`/my-alerts/${manageAlertsToken(demandId, sign)}/`, locale), siteUrl).toString();
}
