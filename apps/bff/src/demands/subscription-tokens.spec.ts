import {
  hashConfirmationToken,
  newConfirmationToken,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from './subscription-tokens';

const secret = 'a-test-secret-of-at-least-32-characters';
const ref = { kind: 'newsletter', id: '0d9f1e2a-3b4c-4d5e-8f60-718293a4b5c6' } as const;

describe('subscription tokens', () => {
  it('makes a different confirmation token each time and stores only its hash', () => {
    const a = newConfirmationToken();
    const b = newConfirmationToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
    expect(a.hash).toBe(hashConfirmationToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });

  it('verifies an unsubscribe token signed with the same secret only', () => {
    const token = signUnsubscribeToken(ref, secret);
    expect(verifyUnsubscribeToken(token, secret)).toEqual(ref);
    expect(verifyUnsubscribeToken(token, `${secret}!`)).toBeNull();
    expect(verifyUnsubscribeToken(`${token.slice(0, -2)}xx`, secret)).toBeNull();
  });
});
