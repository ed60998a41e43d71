// The token of a one-click unsubscribe link (RFC 8058). Mail providers POST
// it cross-site without a session, so the token alone is the authorization:
// it names the subscription and carries an HMAC of that name under a server
// secret, which nobody can forge or guess. The HMAC itself is the caller's
// (node:crypto in the BFF and the worker), keeping this module pure.
export const subscriptionKinds = ['demand', 'newsletter'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];

export interface SubscriptionRef {
  kind: SubscriptionKind;
  id: string;
}

/** HMAC-SHA256 of `data` under the secret, base64url. */
export type Signer = (data: string) => string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signedText(ref: SubscriptionRef): string {
  return `unsubscribe:${ref.kind}:${ref.id}`;
}

export function unsubscribeToken(ref: SubscriptionRef, sign: Signer): string {
  return `${ref.kind}.${ref.id}.${sign(signedText(ref))}`;
}

/**
 * The subscription a token names, or null when it is malformed or its
 * signature does not match. `same` compares signatures in constant time.
 */
export function readUnsubscribeToken(
  token: string,
  sign: Signer,
  same: (a: string, b: string) => boolean,
): SubscriptionRef | null {
  const [kind, id, signature, ...rest] = token.split('.');
  if (kind === undefined || id === undefined || signature === undefined || rest.length > 0) return null;
  if (!(subscriptionKinds as readonly string[]).includes(kind) || !UUID.test(id)) return null;
  const ref: SubscriptionRef = { kind: kind as SubscriptionKind, id };
  return same(signature, sign(signedText(ref))) ? ref : null;
}
