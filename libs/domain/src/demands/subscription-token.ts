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

// The link to the page where a visitor manages all the alerts of their
// address (no account). It names the demand whose mail carried it, never the
// address, and signs a different purpose than the unsubscribe token, so
// neither can stand in for the other. The page lists every confirmed demand
// of that demand's address.
// No dot in it: the web's proxy leaves a path with a dot to the static files,
// and the token is a path segment. The UUID's fixed length tells it from the HMAC.
const MANAGE_TOKEN = /^alerts-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([A-Za-z0-9_-]+)$/;

function manageSignedText(demandId: string): string {
  return `manage:demand:${demandId}`;
}

export function manageAlertsToken(demandId: string, sign: Signer): string {
  return `alerts-${demandId}-${sign(manageSignedText(demandId))}`;
}

/** The demand a manage token names, or null when it is malformed, of another purpose, or not signed by us. */
export function readManageAlertsToken(
  token: string,
  sign: Signer,
  same: (a: string, b: string) => boolean,
): string | null {
  const [, id, signature] = MANAGE_TOKEN.exec(token) ?? [];
  if (id === undefined || signature === undefined) return null;
  return same(signature, sign(manageSignedText(id))) ? id : null;
}
