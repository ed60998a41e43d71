import { type CaptchaChallengeDto, solvePow } from '@immo/domain';
import { CAPTCHA_LIFETIME_MS, checkCaptchaAnswer, createCaptchaChallenge } from './captcha-crypto';

const KEY = 'test-captcha-key-of-at-least-32-characters';
const NOW = new Date('2026-03-29T10:00:00Z');

async function powAnswer(challenge: CaptchaChallengeDto) {
  const number = await solvePow(challenge.pow);
  if (number === null) throw new Error('unsolvable challenge');
  return { kind: 'pow', salt: challenge.pow.salt, number, signature: challenge.pow.signature } as const;
}

describe(checkCaptchaAnswer.name, () => {
  const challenge = createCaptchaChallenge({ hmacKey: KEY, maxNumber: 2000 }, NOW);

  it('accepts the solved proof of work, and the typed characters in any case', async () => {
    expect(checkCaptchaAnswer(await powAnswer(challenge), KEY, NOW)).toMatchObject({ spentKey: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown });
    const typed = { kind: 'typed', token: challenge.typed.token, text: ` ${challenge.typed.characters.toLowerCase().split('').join(' ')} ` } as const;
    expect(checkCaptchaAnswer(typed, KEY, NOW)?.expiresAt).toEqual(new Date(Math.floor((NOW.getTime() + CAPTCHA_LIFETIME_MS) / 1000) * 1000));
  });

  it('refuses a wrong number, wrong characters, a forged signature or another key', async () => {
    const right = await powAnswer(challenge);
    expect(checkCaptchaAnswer({ ...right, number: right.number + 1 }, KEY, NOW)).toBeNull();
    expect(checkCaptchaAnswer({ ...right, signature: right.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }, KEY, NOW)).toBeNull();
    expect(checkCaptchaAnswer(right, `${KEY}-other`, NOW)).toBeNull();
    const wrongText = challenge.typed.characters === 'AAAAA' ? 'CCCCC' : 'AAAAA';
    expect(checkCaptchaAnswer({ kind: 'typed', token: challenge.typed.token, text: wrongText }, KEY, NOW)).toBeNull();
  });

  it('refuses an answer whose salt or token was given a later expiry', async () => {
    const right = await powAnswer(challenge);
    const [random] = right.salt.split('.');
    expect(checkCaptchaAnswer({ ...right, salt: `${random}.9999999999` }, KEY, NOW)).toBeNull();
    const [nonce, , mac] = challenge.typed.token.split('.');
    expect(checkCaptchaAnswer({ kind: 'typed', token: `${nonce}.9999999999.${mac}`, text: challenge.typed.characters }, KEY, NOW)).toBeNull();
  });

  it('refuses both answers once the challenge has expired', async () => {
    const later = new Date(NOW.getTime() + CAPTCHA_LIFETIME_MS + 1000);
    expect(checkCaptchaAnswer(await powAnswer(challenge), KEY, later)).toBeNull();
    expect(checkCaptchaAnswer({ kind: 'typed', token: challenge.typed.token, text: challenge.typed.characters }, KEY, later)).toBeNull();
  });

  it('shows characters from the unambiguous alphabet only', () => {
    expect(challenge.typed.characters).toMatch(/^[ACDEFHJKMNPRTUVWXY3479]{5}$/);
  });
});
