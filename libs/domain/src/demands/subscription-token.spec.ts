import {
  manageAlertsToken,
  readManageAlertsToken,
  readUnsubscribeToken,
  type Signer,
  unsubscribeToken,
} from './subscription-token';

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

describe(readManageAlertsToken.name, () => {
  it('reads back the demand of a token signed with the same secret', () => {
    expect(readManageAlertsToken(manageAlertsToken(ref.id, signerWith('s1')), signerWith('s1'), same)).toBe(ref.id);
  });

  it('refuses a forged signature, another secret or another demand', () => {
    const token = manageAlertsToken(ref.id, signerWith('s1'));
    expect(readManageAlertsToken(token, signerWith('s2'), same)).toBeNull();
    expect(readManageAlertsToken(`${token.slice(0, -2)}xx`, signerWith('s1'), same)).toBeNull();
    const otherDemand = token.replace(ref.id, '00000000-0000-4000-8000-000000000000');
    expect(readManageAlertsToken(otherDemand, signerWith('s1'), same)).toBeNull();
  });

  it('is not an unsubscribe token, nor the other way round (each signs its own purpose)', () => {
    const unsubscribe = unsubscribeToken(ref, signerWith('s1'));
    expect(readManageAlertsToken(unsubscribe, signerWith('s1'), same)).toBeNull();
    const asManage = unsubscribe.replace(/^demand\./, 'alerts-').replace(/\.([^.]+)$/, '-$1');
    expect(readManageAlertsToken(asManage, signerWith('s1'), same)).toBeNull();
    const manage = manageAlertsToken(ref.id, signerWith('s1'));
    const asUnsubscribe = `demand.${ref.id}.${manage.slice(`alerts-${ref.id}-`.length)}`;
    expect(readUnsubscribeToken(asUnsubscribe, signerWith('s1'), same)).toBeNull();
  });

  it('is one path segment without a dot, and does not show the address', () => {
    expect(manageAlertsToken(ref.id, signerWith('s1'))).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
