import { fieldMessages } from '../forms/form-test-helpers';
import { operatorCookieName, operatorSetupLink, ZOperatorLoginSchema, ZOperatorSetupSchema } from './operator-auth';

describe('ZOperatorLoginSchema', () => {
  it('takes the code with the spaces apps show, and says which field is missing', () => {
    expect(ZOperatorLoginSchema.parse({ email: 'Ops@Example.be', password: ' pw ', code: '123 456' })).toEqual({
      email: 'ops@example.be',
      password: ' pw ',
      code: '123456',
    });
    expect(fieldMessages(ZOperatorLoginSchema, { email: '', password: '', code: '12345' })).toEqual({
      email: ['required'],
      password: ['passwordRequired'],
      code: ['totpCodeInvalid'],
    });
  });
});

describe('ZOperatorSetupSchema', () => {
  it('needs a strong password typed twice and a code', () => {
    const token = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect(
      fieldMessages(ZOperatorSetupSchema, { token, password: 'password', confirmation: 'password', code: '' }),
    ).toEqual({
      password: ['passwordTooCommon'],
      code: ['totpCodeInvalid'],
    });
    expect(
      fieldMessages(ZOperatorSetupSchema, {
        token,
        password: 'a long passphrase',
        confirmation: 'another',
        code: '000000',
      }),
    ).toEqual({ confirmation: ['passwordsNotIdentical'] });
  });
});

describe(operatorCookieName.name, () => {
  it('uses __Host- wherever the cookie can be Secure', () => {
    expect(operatorCookieName('https://www.agency.be')).toEqual({ name: '__Host-operator_session', secure: true });
    expect(operatorCookieName('http://127.0.0.1:3000')).toEqual({ name: '__Host-operator_session', secure: true });
    expect(operatorCookieName('http://intranet:3000')).toEqual({ name: 'operator_session', secure: false });
  });

  it('builds the setup link in the given language', () => {
    expect(operatorSetupLink('https://a.be/', 'nl', 'abc')).toBe('https://a.be/nl/console/setup/?token=abc');
  });
});
