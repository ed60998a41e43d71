// The operators' way into the console: the forms' schemas (web and BFF parse
// the same ones), the error codes, the session cookie and the setup link.
import { z } from 'zod';
import { emailField, requiredText, stringRules } from '../forms/fields';
import { locales } from '../locale';
import { identical, newPassword, RESET_TOKEN_PATTERN, typedPassword } from '../owners/owner-auth';

/** Six digits; the spaces some apps show in the middle ("123 456") are dropped. */
export const totpCodeField = () =>
  stringRules(
    z.string({ error: 'totpCodeInvalid' }).overwrite((value) => value.replace(/\s/g, '')),
    [[(value) => /^\d{6}$/.test(value), 'totpCodeInvalid']],
  );

/** One form: e-mail, password and the authenticator's code. */
export const ZOperatorLoginSchema = z.object({
  email: emailField(),
  password: typedPassword(),
  code: totpCodeField(),
});
export type TOperatorLogin = z.infer<typeof ZOperatorLoginSchema>;

const setupToken = () => z.string().regex(RESET_TOKEN_PATTERN, 'resetLinkInvalid');

/** The setup page asks what to show (the account and its TOTP secret) with the link's token. */
export const ZOperatorSetupTokenSchema = z.object({ token: setupToken() });
export type TOperatorSetupToken = z.infer<typeof ZOperatorSetupTokenSchema>;

/** Choosing the password and proving the authenticator was set up, with the single-use link. */
export const ZOperatorSetupSchema = z
  .object({
    token: setupToken(),
    password: newPassword(),
    confirmation: z.string({ error: 'passwordRequired' }),
    code: totpCodeField(),
  })
  .refine((value) => value.password === value.confirmation, identical());
export type TOperatorSetup = z.infer<typeof ZOperatorSetupSchema>;

/** What the setup page shows: the authenticator's otpauth: URI and the key (base32) for typing by hand. */
export const ZOperatorSetupDetailsSchema = z.object({
  email: z.string(),
  displayName: z.string(),
  otpauthUri: z.string().startsWith('otpauth://totp/'),
  secret: z.string().regex(/^[A-Z2-7]+$/),
});
export type OperatorSetupDetails = z.infer<typeof ZOperatorSetupDetailsSchema>;

/** Who is logged in to the console. */
export const ZOperatorMeSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  displayName: z.string(),
});
export type OperatorMe = z.infer<typeof ZOperatorMeSchema>;

/** `operator:create`'s command-line arguments. */
export const ZOperatorCreateSchema = z.object({
  email: emailField(),
  name: requiredText('required', 120),
  locale: z.enum(locales).optional(),
});

/** The `code` of the BFF's operator-auth error bodies. */
export const OperatorAuthErrorCode = {
  loginFailed: 'OPERATOR_LOGIN_FAILED',
  loginThrottled: 'OPERATOR_LOGIN_THROTTLED',
  loginUnavailable: 'OPERATOR_LOGIN_UNAVAILABLE',
  unauthenticated: 'OPERATOR_UNAUTHENTICATED',
  setupLinkInvalid: 'SETUP_LINK_INVALID',
  setupCodeWrong: 'TOTP_CODE_WRONG',
  passwordTooWeak: 'PASSWORD_TOO_WEAK',
} as const;
export type OperatorAuthErrorCode = (typeof OperatorAuthErrorCode)[keyof typeof OperatorAuthErrorCode];

export const OPERATOR_SETUP_LINK_HOURS = 24;
export const OPERATOR_SESSION_IDLE_MINUTES = 30;
export const OPERATOR_SESSION_ABSOLUTE_HOURS = 12;

/** The session cookie's name: `__Host-` wherever the site's address allows Secure (as the owners' cookies, ownerCookies). */
export function operatorCookieName(siteUrl: string): { name: string; secure: boolean } {
  const url = new URL(siteUrl);
  const secure = url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return { name: secure ? '__Host-operator_session' : 'operator_session', secure };
}

/** The console's setup page that the single-use link opens. */
export function operatorSetupLink(siteUrl: string, locale: (typeof locales)[number], token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${locale}/console/setup/?token=${encodeURIComponent(token)}`;
}
