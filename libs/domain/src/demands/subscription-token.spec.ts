import { readUnsubscribeToken, type Signer, unsubscribeToken } from './subscription-token';

// A stand-in keyed "hash": enough to tell one secret from another.
const signerWith =
  (secret: string): Signer =>
  (data) =>
    Buffer.from(`${secret}|${data}`).toString('base64url');
const same = (a: string, b: string) => a === b;
const ref = { kind: 'demand', id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' } as const;

describe(readUnsubscribeToken.name, () => {
  it('reads back a token signed with the same secret', () => {
    expect(readUnsubscribeToken(unsubscribeToken(ref, signerWith('s1')), signerWith('s1'), same)).toEqual(ref);
  });

  it('refuses a token signed with another secret or naming another subscription', () => {
    const token = unsubscribeToken(ref, signerWith('s1'));
    expect(readUnsubscribeToken(token, signerWith('s2'), same)).toBeNull();
    const other = token.replace('demand.', 'newsletter.');
    expect(readUnsubscribeToken(other, signerWith('s1'), same)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const token of ['', 'demand', 'demand.not-a-uuid.sig', `list.${ref.id}.sig`, `demand.${ref.id}.a.b`]) {
      expect(readUnsubscribeToken(token, signerWith('s1'), same)).toBeNull();
    }
  });
});
