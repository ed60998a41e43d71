import { z } from 'zod';
import { emailField, stringRules, whenValid } from './fields';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Passwords are never trimmed: a space may be part of one.
const filled = (value: string): boolean => value.length > 0;

export const ZOwnerLoginSchema = z.object({
  email: emailField(),
  password: stringRules(z.string({ error: 'passwordRequired' }), [[filled, 'passwordRequired']]),
});
export type TOwnerLogin = z.infer<typeof ZOwnerLoginSchema>;

/** Asking for a reset link. */
export const ZPasswordResetSchema = z.object({
  email: emailField(),
});
export type TPasswordReset = z.infer<typeof ZPasswordResetSchema>;

/** Choosing a password, first time or after a reset. */
export const ZRegisterPasswordSchema = z
  .object({
    password: stringRules(z.string({ error: 'passwordRequired' }), [
      [filled, 'passwordRequired'],
      [(value) => value.length >= PASSWORD_MIN_LENGTH, 'passwordTooShort'],
      [(value) => value.length <= PASSWORD_MAX_LENGTH, 'tooLong'],
    ]),
    passwordConfirmation: z.string({ error: 'passwordRequired' }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    message: 'passwordsDifferent',
    path: ['passwordConfirmation'],
    when: whenValid('password', 'passwordConfirmation'),
  });
export type TRegisterPassword = z.infer<typeof ZRegisterPasswordSchema>;
