import type { Locale } from '@immo/domain';
import { localizePath } from '@immo/i18n';

/** The web's set-password page that a reset link opens, at its address in the route table (libs/i18n). */
export function ownerPasswordLink(siteUrl: string, locale: Locale, token: string): string {
  return new URL(`${localizePath('/login/password/', locale)}?token=${encodeURIComponent(token)}`, siteUrl).toString();
}
