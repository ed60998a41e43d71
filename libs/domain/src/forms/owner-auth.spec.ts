import { fieldMessages } from './form-test-helpers';
import { ZOwnerLoginSchema, ZPasswordResetSchema, ZRegisterPasswordSchema } from './owner-auth';

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

describe('ZPasswordResetSchema', () => {
  it('needs a valid e-mail', () => {
    expect(fieldMessages(ZPasswordResetSchema, { email: 'owner' })).toEqual({ email: ['email'] });
  });
});

describe('ZRegisterPasswordSchema', () => {
  it('accepts matching passwords of at least 8 characters', () => {
    expect(fieldMessages(ZRegisterPasswordSchema, { password: '12345678', passwordConfirmation: '12345678' })).toEqual({});
  });

  it('says which rule a password breaks', () => {
    expect(fieldMessages(ZRegisterPasswordSchema, { password: '', passwordConfirmation: '' })).toEqual({
      password: ['passwordRequired'],
    });
    expect(fieldMessages(ZRegisterPasswordSchema, { password: '1234567', passwordConfirmation: '1234567' })).toEqual({
      password: ['passwordTooShort'],
    });
  });

  it('says the passwords differ', () => {
    expect(fieldMessages(ZRegisterPasswordSchema, { password: '12345678', passwordConfirmation: '12345679' })).toEqual({
      passwordConfirmation: ['passwordsDifferent'],
    });
  });
});
