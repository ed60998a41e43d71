import { decodeCaptchaAnswer } from '@immo/domain';
import { captchaAnswerFromFormData } from './captcha-answer';

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe(captchaAnswerFromFormData.name, () => {
  it('takes the solved proof of work as it was posted', () => {
    expect(
      captchaAnswerFromFormData(formData({ captcha: 'pow:ab.1:12:cd', 'captcha.token': 't.1.m', 'captcha.text': 'x' })),
    ).toBe('pow:ab.1:12:cd');
  });

  it('makes the typed answer from the token and the characters typed', () => {
    const answer = captchaAnswerFromFormData(
      formData({ 'captcha.token': 'n.1764500000.m', 'captcha.text': 'a c 3 x 7' }),
    );
    expect(decodeCaptchaAnswer(answer)).toEqual({ kind: 'typed', token: 'n.1764500000.m', text: 'a c 3 x 7' });
  });

  it('is empty when the form carried no captcha', () => {
    expect(captchaAnswerFromFormData(formData({ email: 'anne@example.be' }))).toBe('');
  });
});
