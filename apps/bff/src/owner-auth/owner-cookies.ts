import { ownerCookies, type OwnerCookieNames } from '@immo/domain';
import type { CookieSecurity } from '../auth/cookies';

export interface OwnerCookieJar extends OwnerCookieNames, CookieSecurity {}

export function ownerCookieJar(siteUrl: string): OwnerCookieJar {
  return ownerCookies(siteUrl);
}
