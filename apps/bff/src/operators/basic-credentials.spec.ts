import { isOperatorAuthorization, parseBasicAuthorization } from './basic-credentials';

const basic = (raw: string) => `Basic ${Buffer.from(raw, 'utf8').toString('base64')}`;

describe(isOperatorAuthorization.name, () => {
  const expected = { user: 'agency', password: 'p:ss wörd-123' };

  it('accepts exactly the configured user and password', () => {
    expect(isOperatorAuthorization(basic('agency:p:ss wörd-123'), expected)).toBe(true);
  });

  it('refuses a wrong password, a wrong user, a prefix of the password and no header', () => {
    expect(isOperatorAuthorization(basic('agency:p:ss wörd-124'), expected)).toBe(false);
    expect(isOperatorAuthorization(basic('Agency:p:ss wörd-123'), expected)).toBe(false);
    expect(isOperatorAuthorization(basic('agency:p:ss'), expected)).toBe(false);
    expect(isOperatorAuthorization(undefined, expected)).toBe(false);
  });

  it('refuses other schemes and malformed values', () => {
    expect(isOperatorAuthorization('Bearer abc', expected)).toBe(false);
    expect(isOperatorAuthorization('Basic !!!', expected)).toBe(false);
    expect(isOperatorAuthorization(basic('no-colon'), expected)).toBe(false);
  });
});

describe(parseBasicAuthorization.name, () => {
  it('splits at the first colon, so a password may contain colons', () => {
    expect(parseBasicAuthorization(basic('ops:a:b:c'))).toEqual({ user: 'ops', password: 'a:b:c' });
  });

  it('accepts the scheme in any case, as RFC 7235 says', () => {
    expect(parseBasicAuthorization(`basic ${Buffer.from('ops:x').toString('base64')}`)).toEqual({ user: 'ops', password: 'x' });
  });
});
