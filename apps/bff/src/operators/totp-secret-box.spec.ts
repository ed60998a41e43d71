import { randomBytes } from 'node:crypto';
import { TotpSecretBox } from './totp-secret-box';

describe(TotpSecretBox.name, () => {
  const key = randomBytes(32).toString('base64');
  const secret = Buffer.from('12345678901234567890');

  it('opens what it sealed, and never shows the key in the stored value', () => {
    const box = new TotpSecretBox(key);
    const sealed = box.seal(secret, 7);
    expect(box.open(sealed, 7)).toEqual(secret);
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(box.seal(secret, 7)).not.toBe(sealed);
  });

  it('refuses another key, another account and a tampered value', () => {
    const sealed = new TotpSecretBox(key).seal(secret, 7);
    expect(new TotpSecretBox(randomBytes(32).toString('base64')).open(sealed, 7)).toBeNull();
    expect(new TotpSecretBox(key).open(sealed, 8)).toBeNull();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(new TotpSecretBox(key).open([version, iv, flipped.toString('base64url'), tag].join('.'), 7)).toBeNull();
    expect(new TotpSecretBox(key).open('garbage', 7)).toBeNull();
  });
});
