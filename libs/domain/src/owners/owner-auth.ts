// The owner portal's way in: the forms' schemas (web and BFF parse the same
// ones), the password rule, the error codes the BFF answers with, the cookies
// and the lifetimes of what the login hands out.
import { z } from 'zod';
import { emailField, stringRules, whenValid } from '../forms/fields';
import { locales } from '../locale';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
// argon2 hashes anything, but a megabyte "password" is only a way to burn CPU.
export const PASSWORD_MAX_LENGTH = 128;

/** At least 8 characters (code points, so an emoji counts once), at most 128, not a well-known password. */
export function isAcceptablePassword(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH && !isCommonPassword(password);
}

// Passwords are never trimmed: a space may be part of one.
const filled = (value: string): boolean => value.length > 0;

/** A password as typed at a login: required, not trimmed, at most PASSWORD_MAX_LENGTH. */
export const typedPassword = () =>
  stringRules(z.string({ error: 'passwordRequired' }), [
    [filled, 'passwordRequired'],
    [(value) => value.length <= PASSWORD_MAX_LENGTH, 'tooLong'],
  ]);

/** A password being chosen: long enough and not a well-known one. */
export const newPassword = () =>
  stringRules(z.string({ error: 'passwordRequired' }), [
    [filled, 'passwordRequired'],
    [(value) => [...value].length >= PASSWORD_MIN_LENGTH, 'passwordTooShort'],
    [(value) => value.length <= PASSWORD_MAX_LENGTH, 'tooLong'],
    [(value) => !isCommonPassword(value), 'passwordTooCommon'],
  ]);

export const identical = () => ({
  message: 'passwordsNotIdentical',
  path: ['confirmation'],
  when: whenValid('password', 'confirmation'),
});

export const ZOwnerLoginSchema = z.object({
  email: emailField(),
  password: typedPassword(),
});
export type TOwnerLogin = z.infer<typeof ZOwnerLoginSchema>;

/** "First visit or forgotten password": the link goes out in the owner's language, the form's locale only when the CRM has none. */
export const ZPasswordResetRequestSchema = z.object({
  email: emailField(),
  locale: z.enum(locales),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequestSchema>;

/** A reset token: 128 random bits, base64url without padding (22 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Choosing a password with the e-mailed link (first time or after a reset). */
export const ZPasswordSetSchema = z
  .object({
    token: z.string().regex(RESET_TOKEN_PATTERN, 'resetLinkInvalid'),
    password: newPassword(),
    confirmation: z.string({ error: 'passwordRequired' }),
  })
  .refine((value) => value.password === value.confirmation, identical());
export type TPasswordSet = z.infer<typeof ZPasswordSetSchema>;

/** Changing the password while logged in. */
export const ZPasswordChangeSchema = z
  .object({
    currentPassword: typedPassword(),
    password: newPassword(),
    confirmation: z.string({ error: 'passwordRequired' }),
  })
  .refine((value) => value.password === value.confirmation, identical());
export type TPasswordChange = z.infer<typeof ZPasswordChangeSchema>;

/** The `code` of the BFF's owner-auth error bodies. */
export const OwnerAuthErrorCode = {
  loginFailed: 'OWNER_LOGIN_FAILED',
  loginThrottled: 'OWNER_LOGIN_THROTTLED',
  loginUnavailable: 'OWNER_LOGIN_UNAVAILABLE',
  sessionExpired: 'OWNER_SESSION_EXPIRED',
  unauthenticated: 'OWNER_UNAUTHENTICATED',
  resetLinkInvalid: 'RESET_LINK_INVALID',
  passwordTooWeak: 'PASSWORD_TOO_WEAK',
  currentPasswordWrong: 'OWNER_PASSWORD_WRONG',
} as const;
export type OwnerAuthErrorCode = (typeof OwnerAuthErrorCode)[keyof typeof OwnerAuthErrorCode];

export const OWNER_ACCESS_TOKEN_SECONDS = 10 * 60;
export const OWNER_RESET_TOKEN_MINUTES = 30;
/**
 * Mails with a set-password link (reset or lock) one owner gets in 24 hours:
 * anyone may ask for one with the owner's address, so past this the owner's
 * mailbox hears nothing more that day. A new link leaves the older ones
 * valid until they expire; using one spends them all.
 */
export const OWNER_LINK_MAILS_PER_DAY = 5;
export const OWNER_SESSION_IDLE_MINUTES_DEFAULT = 30;
export const OWNER_SESSION_ABSOLUTE_HOURS_DEFAULT = 12;

export interface OwnerCookieNames {
  access: string;
  refresh: string;
}

/**
 * Cookie names and the Secure flag, decided once from the site's address.
 * `__Host-` requires Secure; Chromium keeps Secure cookies on http://localhost
 * and http://127.0.0.1 (potentially trustworthy origins), so only a site on
 * another plain-http host falls back to unprefixed, non-Secure cookies.
 */
export function ownerCookies(siteUrl: string): OwnerCookieNames & { secure: boolean } {
  const url = new URL(siteUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const secure = url.protocol === 'https:' || loopback;
  return secure
    ? { access: '__Host-owner_access', refresh: '__Host-owner_refresh', secure }
    : { access: 'owner_access', refresh: 'owner_refresh', secure };
}
