import {
  captchaClipPath,
  captchaPicturePath,
  decodeCaptchaAnswer,
  encodeCaptchaAnswer,
  normalizeTypedCaptcha,
  sha256Hex,
  solvePow,
} from './captcha';

describe('captcha answers', () => {
  it('travel as one string and come back unchanged, either kind', () => {
    const pow = { kind: 'pow', salt: 'a1b2c3.1764500000', number: 41234, signature: 'f00d' } as const;
    const typed = { kind: 'typed', token: 'abc.1764500000.beef', text: 'x7 k: 9' } as const;
    expect(decodeCaptchaAnswer(encodeCaptchaAnswer(pow))).toEqual(pow);
    expect(decodeCaptchaAnswer(encodeCaptchaAnswer(typed))).toEqual(typed);
  });

  it('reads nothing from an empty, unknown or tampered string', () => {
    for (const value of [
      '',
      'pow:',
      'pow:salt:12',
      'pow:salt:-1:sig',
      'pow:salt:012:sig',
      'pow:salt:1e3:sig',
      'pow:sa<lt:1:sig',
      'pow:a:1:b:c',
      'typed:nocolon',
      'captcha',
      `typed:t:${'x'.repeat(65)}`,
    ]) {
      expect(decodeCaptchaAnswer(value)).toBeNull();
    }
  });

  it('compares typed characters whatever their case and spacing', () => {
    expect(normalizeTypedCaptcha(' a c d\t3 ')).toBe('ACD3');
  });
});

describe('the picture and the spoken clip', () => {
  it("are fetched through the relay with the token, the clip in the page's language", () => {
    expect(captchaPicturePath('ab12.4102444800.beef')).toBe('/api/forms/captcha/image?token=ab12.4102444800.beef');
    expect(captchaClipPath('ab12.4102444800.beef', 'de')).toBe(
      '/api/forms/captcha/audio?token=ab12.4102444800.beef&locale=de',
    );
    // Whatever a token holds stays one query value.
    expect(captchaPicturePath('a&b=c')).toBe('/api/forms/captcha/image?token=a%26b%3Dc');
  });
});

describe(solvePow.name, () => {
  it('finds the number behind the hash, with or without yielding', async () => {
    const salt = 'cafe.1764500000';
    const challenge = await sha256Hex(`${salt}37`);
    expect(await solvePow({ salt, challenge, maxNumber: 100 })).toBe(37);
    expect(await solvePow({ salt, challenge, maxNumber: 100 }, { yieldEvery: 10 })).toBe(37);
  });

  it('gives up past maxNumber and when stopped', async () => {
    const salt = 'cafe.1764500000';
    const challenge = await sha256Hex(`${salt}37`);
    expect(await solvePow({ salt, challenge, maxNumber: 36 })).toBeNull();
    expect(await solvePow({ salt, challenge, maxNumber: 100 }, { signal: AbortSignal.abort() })).toBeNull();
  });

  it('hashes like SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
