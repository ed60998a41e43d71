import { type Locale, type SubscriptionRef } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { signUnsubscribeToken } from './subscription-tokens';

/**
 * The confirmation page: a GET shows a button, only its POST confirms
 * (mail scanners open every link in a mail, they press no button).
 */
export function confirmUrl(siteUrl: string, locale: Locale, token: string): string {
  const url = new URL(localizePath('/confirm-subscription/', locale), siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The RFC 8058 one-click URL, through the web's /api relay: a mail provider
 * POSTs it; a person's GET is sent on to the page with the button.
 */
export function unsubscribeUrl(siteUrl: string, ref: SubscriptionRef, secret: string): string {
  const url = new URL('/api/subscriptions/unsubscribe', siteUrl);
  url.searchParams.set('token', signUnsubscribeToken(ref, secret));
  return url.toString();
}

/** The unsubscribe page in a language, for a token (or without one: the newsletter's page to type an address). */
export function unsubscribePagePath(locale: Locale, token?: string): string {
  const path = localizePath('/unsubscribe/', locale);
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}
