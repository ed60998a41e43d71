import { fieldMessages } from '../forms/form-test-helpers';
import {
  isAcceptablePassword,
  ownerCookies,
  ZOwnerLoginSchema,
  ZPasswordChangeSchema,
  ZPasswordResetRequestSchema,
  ZPasswordSetSchema,
} from './owner-auth';

const token = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('ZOwnerLoginSchema', () => {
  it('needs an e-mail and a password, and keeps the password as typed', () => {
    expect(ZOwnerLoginSchema.parse({ email: 'Owner@Example.be', password: ' secret ' })).toEqual({
      email: 'owner@example.be',
      password: ' secret ',
    });
    expect(fieldMessages(ZOwnerLoginSchema, { email: '', password: '' })).toEqual({
      email: ['required'],
      password: ['passwordRequired'],
    });
  });
});

describe('ZPasswordResetRequestSchema', () => {
  it('needs a valid e-mail and one of the site languages', () => {
    expect(fieldMessages(ZPasswordResetRequestSchema, { email: 'owner', locale: 'fr' })).toEqual({ email: ['email'] });
    expect(ZPasswordResetRequestSchema.safeParse({ email: 'a@b.be', locale: 'es' }).success).toBe(false);
  });
});

describe('isAcceptablePassword', () => {
  it('takes 8 characters or more that are not a well-known password', () => {
    expect(isAcceptablePassword('kerk-Tuin-42')).toBe(true);
    expect(isAcceptablePassword('kort123')).toBe(false);
    expect(isAcceptablePassword('Azertyuiop')).toBe(false);
    expect(isAcceptablePassword('Wachtwoord1')).toBe(false);
    expect(isAcceptablePassword('x'.repeat(129))).toBe(false);
  });
});

describe('ZPasswordSetSchema', () => {
  it('accepts matching, acceptable passwords', () => {
    expect(
      fieldMessages(ZPasswordSetSchema, { token, password: 'kerk-Tuin-42', confirmation: 'kerk-Tuin-42' }),
    ).toEqual({});
  });

  it('says which rule a password breaks', () => {
    expect(fieldMessages(ZPasswordSetSchema, { token, password: '', confirmation: '' })).toEqual({
      password: ['passwordRequired'],
    });
    expect(fieldMessages(ZPasswordSetSchema, { token, password: '1234567', confirmation: '1234567' })).toEqual({
      password: ['passwordTooShort'],
    });
    expect(fieldMessages(ZPasswordSetSchema, { token, password: 'motdepasse', confirmation: 'motdepasse' })).toEqual({
      password: ['passwordTooCommon'],
    });
  });

  it('says the passwords are not identical, on the confirmation', () => {
    expect(
      fieldMessages(ZPasswordSetSchema, { token, password: 'kerk-Tuin-42', confirmation: 'kerk-Tuin-43' }),
    ).toEqual({
      confirmation: ['passwordsNotIdentical'],
    });
  });

  it('refuses a token that is not one we could have sent', () => {
    expect(
      fieldMessages(ZPasswordSetSchema, { token: 'abc', password: 'kerk-Tuin-42', confirmation: 'kerk-Tuin-42' }),
    ).toEqual({
      token: ['resetLinkInvalid'],
    });
  });
});

describe('ZPasswordChangeSchema', () => {
  it('needs the current password and a new acceptable one, twice', () => {
    expect(
      fieldMessages(ZPasswordChangeSchema, {
        currentPassword: '',
        password: 'kerk-Tuin-42',
        confirmation: 'kerk-Tuin-42',
      }),
    ).toEqual({ currentPassword: ['passwordRequired'] });
    expect(
      fieldMessages(ZPasswordChangeSchema, { currentPassword: 'old', password: 'kerk-Tuin-42', confirmation: 'x' }),
    ).toEqual({ confirmation: ['passwordsNotIdentical'] });
  });
});

describe('ownerCookies', () => {
  it('uses Secure __Host- cookies on https and on loopback, where Chromium keeps them', () => {
    expect(ownerCookies('https://www.example.be')).toEqual({
      access: '__Host-owner_access',
      refresh: '__Host-owner_refresh',
      secure: true,
    });
    expect(ownerCookies('http://127.0.0.1:3000').secure).toBe(true);
    expect(ownerCookies('http://localhost:3000').secure).toBe(true);
  });

  it('falls back to plain cookies on another plain-http host, which would drop Secure ones', () => {
    expect(ownerCookies('http://immo.lan')).toEqual({
      access: 'owner_access',
      refresh: 'owner_refresh',
      secure: false,
    });
  });
});
