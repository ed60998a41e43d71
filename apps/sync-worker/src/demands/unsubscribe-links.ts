// The links a demand alert carries. The unsubscribe URL is the BFF's
// one-click endpoint behind the web's /api relay: mail providers POST it
// (RFC 8058), a person's GET lands on the page with the button.
import { createHmac } from 'node:crypto';
import { type Signer, type SubscriptionRef, unsubscribeToken } from '@immo/domain';

export function hmacSigner(secret: string): Signer {
  return (data) => createHmac('sha256', secret).update(data).digest('base64url');
}

/** Absolute one-click unsubscribe URL of a subscription. */
export function unsubscribeUrl(siteUrl: string, ref: SubscriptionRef, sign: Signer): string {
  const url = new URL('/api/subscriptions/unsubscribe', siteUrl);
  url.searchParams.set('token', unsubscribeToken(ref, sign));
  return url.toString();
}
