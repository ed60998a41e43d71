/** @jest-environment jsdom */
import { type CaptchaChallengeDto, decodeCaptchaAnswer } from '@immo/domain';
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MINUTES_PLACEHOLDER, type CaptchaTexts } from '@/lib/forms/captcha-texts';
import { CaptchaField } from './CaptchaField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

jest.mock('./solve-pow', () => ({
  solveCaptcha: (challenge: CaptchaChallengeDto) =>
    Promise.resolve(`pow:${challenge.pow.salt}:7:${challenge.pow.signature}`),
}));

const texts: CaptchaTexts = {
  locale: 'fr',
  legend: 'Anti-spam check',
  working: 'Checking that you are not a robot…',
  done: 'Check done',
  failed: 'Type the characters',
  pictureAlt: 'Anti-spam picture of 5 characters; listen to the spoken version below',
  listen: 'Listen to the characters',
  noAudio: 'Download the sound',
  renew: 'Show another picture',
  label: 'Characters in the picture',
  hint: 'Letters and digits',
  unavailable: 'Reload the page',
  tooMany: { one: 'Too many forms: wait 1 minute', many: `Too many forms: wait ${MINUTES_PLACEHOLDER} minutes` },
  retry: 'Try again',
  invalid: 'The entered characters are not valid',
};

const challenge: CaptchaChallengeDto = {
  token: '0123456789abcdef01234567.4102444800.mac',
  pow: {
    algorithm: 'SHA-256',
    challenge: 'c0ffee',
    salt: '0123456789abcdef01234567.4102444800',
    maxNumber: 50_000,
    signature: 'beef',
  },
  expiresAt: '2100-01-01T00:00:00.000Z',
};

function serverHtml(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
}

describe(CaptchaField.name, () => {
  it('shows a picture and a spoken clip of the characters in a page without JavaScript, with the characters nowhere in its HTML', () => {
    const container = serverHtml(<CaptchaField challenge={challenge} texts={texts} error={texts.invalid} />);
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/api/forms/captcha/image?token=0123456789abcdef01234567.4102444800.mac');
    // Screen readers are told what it is and where the spoken version is, not what it says.
    expect(picture?.getAttribute('alt')).toBe(texts.pictureAlt);
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['220', '80']);
    const audio = container.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe(
      '/api/forms/captcha/audio?token=0123456789abcdef01234567.4102444800.mac&locale=fr',
    );
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(audio?.getAttribute('preload')).toBe('none');
    expect(container.querySelector(`#${audio?.getAttribute('aria-labelledby') ?? 'none'}`)?.textContent).toBe(
      'Listen to the characters',
    );
    const input = container.querySelector<HTMLInputElement>('input[name="captcha.text"]');
    expect(input?.labels?.[0]?.textContent).toBe('Characters in the picture');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector<HTMLInputElement>('input[name="captcha.token"]')?.value).toBe(challenge.token);
    expect(container.querySelector('input[name="captcha"]')).toBeNull();
  });

  it('asks for another picture with a submit button of its own, after a hidden one that keeps Enter sending the form', () => {
    const container = serverHtml(
      <form>
        <input name="firstName" />
        <CaptchaField challenge={challenge} texts={texts} />
        <button type="submit">Send</button>
      </form>,
    );
    const buttons = [...container.querySelectorAll('button')];
    // The form's default button (Enter in any field) is its first submit button: a plain one.
    expect(buttons[0]?.hidden).toBe(true);
    expect(buttons[0]?.name).toBe('');
    const renew = buttons.find((button) => button.name === 'captcha.renew');
    expect(renew?.textContent).toBe('Show another picture');
    expect(renew?.type).toBe('submit');
  });

  it('says how long to wait, in whole minutes, when the network opened too many forms, and offers to try again', () => {
    const one = serverHtml(<CaptchaField challenge={{ retryAfterMinutes: 1 }} texts={texts} />);
    expect(one.textContent).toContain('Too many forms: wait 1 minute');
    expect(one.querySelector('img')).toBeNull();
    expect(one.querySelector<HTMLButtonElement>('button[name="captcha.renew"]')?.textContent).toBe('Try again');
    const three = serverHtml(<CaptchaField challenge={{ retryAfterMinutes: 3 }} texts={texts} />);
    expect(three.textContent).toContain('Too many forms: wait 3 minutes');
  });

  it('solves the proof of work once the form is entered, announces it and hides the characters', async () => {
    const form = document.createElement('form');
    const other = document.createElement('input');
    form.append(other);
    const mount = document.createElement('div');
    form.append(mount);
    document.body.append(form);
    const onAnswer = jest.fn();
    const root = createRoot(mount);
    await act(async () => root.render(<CaptchaField challenge={challenge} texts={texts} onAnswer={onAnswer} />));
    expect(form.querySelector('[role="status"]')?.textContent).toBe('');

    await act(async () => other.focus());

    expect(form.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(form.querySelector('[role="status"]')?.textContent).toBe('Check done');
    const answer = form.querySelector<HTMLInputElement>('input[name="captcha"]')?.value ?? '';
    expect(decodeCaptchaAnswer(answer)).toEqual({
      kind: 'pow',
      salt: challenge.pow.salt,
      number: 7,
      signature: 'beef',
    });
    expect(onAnswer).toHaveBeenCalledWith(answer);
    expect(form.querySelector('input[name="captcha.text"]')).toBeNull();
    expect(form.querySelector('img')).toBeNull();
    await act(async () => root.unmount());
  });
  it("says how long to wait when the browser's own fetch of a challenge is refused for the network's budget", async () => {
    // jsdom has no Response: the fields the field reads.
    const refused = {
      status: 429,
      ok: false,
      headers: { get: (name: string) => (name === 'retry-after' ? '45' : null) },
      json: () => Promise.resolve({ code: 'RATE_LIMITED' }),
    };
    const fetchMock = jest.fn(() => Promise.resolve(refused));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const form = document.createElement('form');
    const other = document.createElement('input');
    const mount = document.createElement('div');
    form.append(other, mount);
    document.body.append(form);
    const root = createRoot(mount);
    try {
      await act(async () => root.render(<CaptchaField challenge={null} texts={texts} />));
      await act(async () => other.focus());
      expect(fetchMock).toHaveBeenCalledWith('/api/forms/captcha', expect.anything());
      expect(form.textContent).toContain('Too many forms: wait 1 minute');
    } finally {
      await act(async () => root.unmount());
      globalThis.fetch = realFetch;
    }
  });

  it('tells the form which challenge it answers, the one it fetched itself included (a CV upload is bound to it)', async () => {
    const fetched = { ...challenge, token: 'fedcba9876543210fedcba98.4102444800.mac' };
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ status: 200, ok: true, json: () => Promise.resolve(fetched) }),
    ) as unknown as typeof fetch;
    const form = document.createElement('form');
    const other = document.createElement('input');
    const mount = document.createElement('div');
    form.append(other, mount);
    document.body.append(form);
    const onChallenge = jest.fn();
    const root = createRoot(mount);
    try {
      await act(async () => root.render(<CaptchaField challenge={null} texts={texts} onChallenge={onChallenge} />));
      expect(onChallenge).toHaveBeenLastCalledWith(null);
      await act(async () => other.focus());
      expect(onChallenge).toHaveBeenLastCalledWith(fetched);
    } finally {
      await act(async () => root.unmount());
      globalThis.fetch = realFetch;
    }
  });
});
