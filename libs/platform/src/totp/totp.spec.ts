import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B, SHA-1: the 20-byte ASCII key "12345678901234567890".
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC test vector at %i s', (seconds, expected) => {
    expect(totpCode(rfcSecret, seconds * 1000, 8)).toBe(expected);
  });

  it('gives the RFC 4226 HOTP vectors in six digits', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(rfcSecret, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('accepts the code of the step before and after now, not two steps away', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(rfcSecret, hotp(rfcSecret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(rfcSecret, hotp(rfcSecret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(rfcSecret, hotp(rfcSecret, step - 2), now, null)).toBeNull();
    expect(matchTotp(rfcSecret, hotp(rfcSecret, step + 2), now, null)).toBeNull();
  });

  it('accepts a code once: not again, nor an older one, after it was used', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const code = totpCode(rfcSecret, now);
    expect(matchTotp(rfcSecret, code, now, step)).toBeNull();
    expect(matchTotp(rfcSecret, hotp(rfcSecret, step - 1), now, step)).toBeNull();
    expect(matchTotp(rfcSecret, hotp(rfcSecret, step + 1), now, step)).toBe(step + 1);
  });

  it('refuses what is not six digits', () => {
    expect(matchTotp(rfcSecret, '12345', 0, null)).toBeNull();
    expect(matchTotp(rfcSecret, ' 755224', 0, null)).toBeNull();
  });
});

describe('base32', () => {
  it('encodes as RFC 4648 without padding and decodes what people copy', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======')?.toString()).toBe('foobar');
    expect(base32Decode('MZ1')).toBeNull();
    expect(base32Decode(base32Encode(rfcSecret))).toEqual(rfcSecret);
  });

  it('puts the secret, issuer and parameters in the otpauth URI', () => {
    const uri = otpauthUri('Immo', 'ops@example.be', rfcSecret);
    expect(uri).toBe(
      `otpauth://totp/Immo:ops%40example.be?secret=${base32Encode(rfcSecret)}&issuer=Immo&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
