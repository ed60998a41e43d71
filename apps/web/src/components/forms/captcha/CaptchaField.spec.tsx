/** @jest-environment jsdom */
import { type CaptchaChallengeDto, decodeCaptchaAnswer } from '@immo/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CHARACTERS_PLACEHOLDER, type CaptchaTexts } from '@/lib/forms/captcha-texts';
import { CaptchaField } from './CaptchaField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

jest.mock('./solve-pow', () => ({
  solveCaptcha: (challenge: CaptchaChallengeDto) => Promise.resolve(`pow:${challenge.pow.salt}:7:${challenge.pow.signature}`),
}));

const texts: CaptchaTexts = {
  legend: 'Anti-spam check',
  working: 'Checking that you are not a robot…',
  done: 'Check done',
  failed: 'Type the characters',
  characters: `Characters to type: ${CHARACTERS_PLACEHOLDER}`,
  label: 'Type these characters',
  hint: 'Letters and digits',
  unavailable: 'Reload the page',
  invalid: 'The entered characters are not valid',
};

const challenge: CaptchaChallengeDto = {
  pow: { algorithm: 'SHA-256', challenge: 'c0ffee', salt: 'ab12.4102444800', maxNumber: 50_000, signature: 'beef' },
  typed: { token: 'n1.4102444800.mac', characters: 'AC3X7' },
  expiresAt: '2100-01-01T00:00:00.000Z',
};

describe(CaptchaField.name, () => {
  it('asks for the characters, spaced and labelled, in the HTML of a page without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CaptchaField challenge={challenge} texts={texts} error={texts.invalid} />);
    expect(container.textContent).toContain('Characters to type: A C 3 X 7');
    const input = container.querySelector<HTMLInputElement>('input[name="captcha.text"]');
    expect(input?.labels?.[0]?.textContent).toBe('Type these characters');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector<HTMLInputElement>('input[name="captcha.token"]')?.value).toBe('n1.4102444800.mac');
    expect(container.querySelector('input[name="captcha"]')).toBeNull();
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
    expect(decodeCaptchaAnswer(answer)).toEqual({ kind: 'pow', salt: 'ab12.4102444800', number: 7, signature: 'beef' });
    expect(onAnswer).toHaveBeenCalledWith(answer);
    expect(form.querySelector('input[name="captcha.text"]')).toBeNull();
    await act(async () => root.unmount());
  });
});
