import { InvalidRequestException } from '../common/zod-validation.pipe';
import { parseFormBody, storableText } from './form-body';

const contact = {
  locale: 'nl',
  captcha: 'answer',
  title: 'mr',
  firstName: 'Jan',
  lastName: 'Peeters',
  email: ' Jan.Peeters@Example.BE ',
  phone: '0475 12 34 56',
};

function issuesOf(body: unknown): { path: string; message: string }[] {
  try {
    parseFormBody('site-contact', body);
  } catch (error) {
    if (error instanceof InvalidRequestException) return error.issues;
    throw error;
  }
  throw new Error('the body was accepted');
}

describe(parseFormBody.name, () => {
  it('splits a valid body into the envelope and the fields, as the shared schemas output them', () => {
    const { envelope, fields } = parseFormBody('site-contact', {
      ...contact,
      website: '',
      utm: { utm_source: 'mail' },
      unknown: 'dropped',
    });
    expect(envelope).toEqual({ locale: 'nl', captcha: 'answer', website: '', utm: { utm_source: 'mail' } });
    expect(fields).toMatchObject({ firstName: 'Jan', email: 'jan.peeters@example.be' });
    expect(fields).not.toHaveProperty('unknown');
    expect(fields).not.toHaveProperty('captcha');
  });

  it("reports every field's validation key at once, envelope and fields together", () => {
    expect(issuesOf({ ...contact, locale: 'xx', email: 'nope', firstName: '' })).toEqual(
      expect.arrayContaining([
        { path: 'locale', message: 'required' },
        { path: 'email', message: 'email' },
        { path: 'firstName', message: 'required' },
      ]),
    );
  });

  it("words the envelope's own problems as keys the web knows", () => {
    expect(issuesOf({ ...contact, page: 'x'.repeat(3000) })).toEqual([{ path: 'page', message: 'tooLong' }]);
  });

  it("says a wrong captcha together with the fields' issues, and nothing of a right one", () => {
    const issues = (captchaIsRight: (answer: string) => boolean) => {
      try {
        parseFormBody('site-contact', { ...contact, email: 'nope' }, captchaIsRight);
      } catch (error) {
        if (error instanceof InvalidRequestException) return error.issues;
        throw error;
      }
      throw new Error('the body was accepted');
    };
    expect(issues((answer) => answer !== 'answer')).toEqual([
      { path: 'email', message: 'email' },
      { path: 'captcha', message: 'captchaInvalid' },
    ]);
    expect(issues((answer) => answer === 'answer')).toEqual([{ path: 'email', message: 'email' }]);
  });

  it('answers a body that is no object with one issue, not one per schema', () => {
    expect(issuesOf('a string')).toEqual([{ path: '', message: 'required' }]);
    expect(issuesOf(null)).toEqual([{ path: '', message: 'required' }]);
  });
});

describe(storableText.name, () => {
  it('drops NUL characters and mends half emojis, leaving the rest as typed', () => {
    expect(storableText({ a: 'Li\u0000ège', b: ['x\ud83c'], c: { d: 'ok 👍' }, n: 1 })).toEqual({
      a: 'Liège',
      b: ['x\ufffd'],
      c: { d: 'ok 👍' },
      n: 1,
    });
  });
});
