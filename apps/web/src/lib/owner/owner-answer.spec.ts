import { waitMinutes } from '@/lib/account/account-answer';
import { readOwnerAnswer } from './owner-answer';

describe(readOwnerAnswer.name, () => {
  it("reads a wrong e-mail or password as the spec's login failure", () => {
    expect(readOwnerAnswer(401, { code: 'OWNER_LOGIN_FAILED' })).toEqual({ kind: 'problem', problem: 'loginFailed' });
  });

  it('tells a throttled owner how long to wait, in minutes rounded up', () => {
    expect(readOwnerAnswer(429, { code: 'OWNER_LOGIN_THROTTLED' }, '61')).toEqual({
      kind: 'problem',
      problem: 'throttled',
      waitMinutes: 2,
    });
    expect(readOwnerAnswer(429, null, null)).toEqual({ kind: 'problem', problem: 'throttled', waitMinutes: 1 });
  });

  it('offers a new link for a spent or expired one', () => {
    expect(readOwnerAnswer(400, { code: 'RESET_LINK_INVALID' })).toEqual({ kind: 'problem', problem: 'linkInvalid' });
  });

  it("puts a refused password and the schema's issues on their fields", () => {
    expect(readOwnerAnswer(400, { code: 'PASSWORD_TOO_WEAK' })).toEqual({
      kind: 'invalid',
      errors: { password: 'passwordTooCommon' },
    });
    expect(readOwnerAnswer(400, { code: 'INVALID_REQUEST', issues: [{ path: ['email'], message: 'email' }] })).toEqual({
      kind: 'invalid',
      errors: { email: 'email' },
    });
  });

  it('reads success and anything unexpected', () => {
    expect(readOwnerAnswer(204, null)).toEqual({ kind: 'done' });
    expect(readOwnerAnswer(202, null)).toEqual({ kind: 'done' });
    expect(readOwnerAnswer(502, { code: 'BFF_UNREACHABLE' })).toEqual({ kind: 'problem', problem: 'failed' });
  });
});

describe(waitMinutes.name, () => {
  it('reads seconds and HTTP dates', () => {
    expect(waitMinutes('900')).toBe(15);
    expect(waitMinutes(new Date(60_000 * 10).toUTCString(), 0)).toBe(10);
    expect(waitMinutes('soon')).toBe(1);
  });
});
