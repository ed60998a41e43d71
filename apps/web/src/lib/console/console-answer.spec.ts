import { readConsoleAnswer } from './console-answer';

describe(readConsoleAnswer.name, () => {
  it('reads the login refusals, the throttle wait and the setup refusals', () => {
    expect(readConsoleAnswer(204, null)).toEqual({ kind: 'done' });
    expect(readConsoleAnswer(401, { code: 'OPERATOR_LOGIN_FAILED' })).toEqual({
      kind: 'problem',
      problem: 'loginFailed',
    });
    expect(readConsoleAnswer(429, { code: 'OPERATOR_LOGIN_THROTTLED' }, '90')).toEqual({
      kind: 'problem',
      problem: 'throttled',
      waitMinutes: 2,
    });
    expect(readConsoleAnswer(400, { code: 'SETUP_LINK_INVALID' })).toEqual({ kind: 'problem', problem: 'linkInvalid' });
    expect(readConsoleAnswer(400, { code: 'TOTP_CODE_WRONG' })).toEqual({
      kind: 'invalid',
      errors: { code: 'totpCodeInvalid' },
    });
    expect(readConsoleAnswer(503, { code: 'OPERATOR_LOGIN_UNAVAILABLE' })).toEqual({
      kind: 'problem',
      problem: 'failed',
    });
  });
});
