// The two secrets a subscription's mails carry. The confirmation token is
// random and stored only as its hash (a database leak confirms nothing); the
// unsubscribe token is an HMAC of the subscription's id (the worker signs
// alerts' with the same SUBSCRIPTION_TOKEN_SECRET), so it needs no column.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  manageAlertsToken,
  readManageAlertsToken,
  readUnsubscribeToken,
  type Signer,
  type SubscriptionRef,
  unsubscribeToken,
} from '@immo/domain';

export interface ConfirmationToken {
  /** Goes into the mail's link, nowhere else. */
  token: string;
  /** Stored. */
  hash: string;
}

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newConfirmationToken(): ConfirmationToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}

export function hmacSigner(secret: string): Signer {
  return (data) => createHmac('sha256', secret).update(data).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function signUnsubscribeToken(ref: SubscriptionRef, secret: string): string {
  return unsubscribeToken(ref, hmacSigner(secret));
}

export function verifyUnsubscribeToken(token: string, secret: string): SubscriptionRef | null {
  return readUnsubscribeToken(token, hmacSigner(secret), sameText);
}

/** The link to the visitor's alerts page, naming the demand whose mail carries it (never the address). */
export function signManageAlertsToken(demandId: string, secret: string): string {
  return manageAlertsToken(demandId, hmacSigner(secret));
}

/** The demand a manage link names, or null when this site did not sign it for that purpose. */
export function verifyManageAlertsToken(token: string, secret: string): string | null {
  return readManageAlertsToken(token, hmacSigner(secret), sameText);
}
