'use server';
// The forms' server action, the path of a visitor without JavaScript (the
// same <form> posts here; with JavaScript FormShell sends JSON through the
// /api relay instead). FormData becomes the JSON the browser would send, the
// shared schema checks it, the BFF stores it; then a 303 to the thank-you
// page, or the form again with its errors and every value typed.
import { formSchemas, HONEYPOT_FIELD, isFormKind, type FormKind, type Locale } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { CAPTCHA_FIELD } from './form-answer';
import { captchaAnswerFromFormData } from './captcha-answer';
import { arrayPathsOf, dropEmpty, formDataToJson } from './form-data';
import { errorsOfIssues, type FormActionState } from './form-state';
import { postForm } from './post-form';
import { visitorAddress } from './visitor-address';

/** Bound per form on the server: `submitForm.bind(null, kind, locale)` (see formShellProps). */
export async function submitForm(kind: FormKind, locale: Locale, _previous: FormActionState, formData: FormData): Promise<FormActionState> {
  if (!isFormKind(kind)) throw new Error(`unknown form kind ${String(kind)}`);
  const schema = formSchemas[kind];
  const json = formDataToJson(formData.entries(), arrayPathsOf(schema));
  const { [CAPTCHA_FIELD]: _captcha, [HONEYPOT_FIELD]: honeypot, page, locale: _postedLocale, ...fields } = json;
  const values = fields;
  const checked = schema.safeParse(dropEmpty(fields));
  if (!checked.success) {
    return { values, errors: errorsOfIssues(checked.error.issues), problem: null, outcome: null };
  }
  const requestHeaders = await headers();
  const answer = await postForm(
    kind,
    {
      ...(dropEmpty(fields) as Record<string, unknown>),
      locale,
      captcha: captchaAnswerFromFormData(formData),
      ...(typeof honeypot === 'string' ? { [HONEYPOT_FIELD]: honeypot } : {}),
      utm: {},
      ...(typeof page === 'string' ? { page } : {}),
    },
    {
      address: visitorAddress(requestHeaders),
      userAgent: requestHeaders.get('user-agent'),
      acceptLanguage: requestHeaders.get('accept-language'),
    },
  );
  if (answer.kind === 'accepted') {
    // Outside any try: redirect() throws Next's own signal, answered with 303.
    if (answer.thankYouSlug) redirect(localizePath(`/feedback/${answer.thankYouSlug}/`, locale));
    return { values: null, errors: {}, problem: null, outcome: answer.outcome };
  }
  if (answer.kind === 'invalid') return { values, errors: answer.errors, problem: null, outcome: null };
  return { values, errors: {}, problem: answer.problem, outcome: null };
}
