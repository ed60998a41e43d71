// What the no-JS server action does with one posted form, apart from Next's
// request and redirect (submit-form.ts), so it is tested like any function:
// FormData becomes the JSON the browser would send, the shared schema checks
// it, and the BFF's answer becomes the thank-you page or the form's state.
import { formSchemas, HONEYPOT_FIELD, type FormKind, type Locale } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { captchaAnswerFromFormData, wantsNewCaptcha } from './captcha-answer';
import { CAPTCHA_FIELD, type FormAnswer } from './form-answer';
import { arrayPathsOf, dropEmpty, formDataToJson } from './form-data';
import { errorsOfIssues, type FormActionState } from './form-state';
import { receiptCookieValue } from './sent-receipt';
import { thankYouHref } from './thank-you-subject';

/** `receipt`: the sent-receipt cookie's value for the thank-you page (sent-receipt.ts), when it has something to show. */
export type SubmissionResult = { redirectTo: string; receipt?: string } | { state: FormActionState };

/** `send` posts the body to the BFF's `/api/forms/{kind}` and reads its answer (post-form.ts). */
export async function runSubmission(
  kind: FormKind,
  locale: Locale,
  formData: FormData,
  send: (body: Record<string, unknown>) => Promise<FormAnswer>,
): Promise<SubmissionResult> {
  const schema = formSchemas[kind];
  const json = formDataToJson(formData.entries(), arrayPathsOf(schema));
  // The envelope's fields are not the form's values: the captcha is read whole below, the locale is the page's.
  const { [CAPTCHA_FIELD]: _captcha, [HONEYPOT_FIELD]: honeypot, page, locale: _postedLocale, ...values } = json;
  // "Another picture": the page renders again with a new challenge, everything typed kept, nothing judged yet.
  if (wantsNewCaptcha(formData)) return { state: { values, errors: {}, problem: null, outcome: null } };
  const fields = dropEmpty(values) as Record<string, unknown>;
  const body = {
    ...fields,
    locale,
    captcha: captchaAnswerFromFormData(formData),
    ...(typeof honeypot === 'string' ? { [HONEYPOT_FIELD]: honeypot } : {}),
    utm: {},
    ...(typeof page === 'string' ? { page } : {}),
  };
  const checked = schema.safeParse(fields);
  if (!checked.success) {
    // Only the BFF can judge the captcha: it refuses the fields again and says whether the characters were
    // right too, so a wrong captcha comes with the other errors, not alone after the visitor fixed them.
    const errors = errorsOfIssues(checked.error.issues);
    const judged = await send(body).catch(() => null);
    const captcha = judged?.kind === 'invalid' ? judged.errors[CAPTCHA_FIELD] : undefined;
    return {
      state: {
        values,
        errors: captcha ? { ...errors, [CAPTCHA_FIELD]: captcha } : errors,
        problem: null,
        outcome: null,
      },
    };
  }
  const answer = await send(body);
  if (answer.kind === 'accepted') {
    if (!answer.thankYouSlug) return { state: { values: null, errors: {}, problem: null, outcome: answer.outcome } };
    const receipt = receiptCookieValue(kind, checked.data as Record<string, unknown>);
    return {
      redirectTo: thankYouHref(localizePath(`/feedback/${answer.thankYouSlug}/`, locale), fields),
      ...(receipt ? { receipt } : {}),
    };
  }
  if (answer.kind === 'invalid') return { state: { values, errors: answer.errors, problem: null, outcome: null } };
  // Not stored, too many, no longer possible: the form's message, and everything typed still there.
  return { state: { values, errors: {}, problem: answer.problem, outcome: null } };
}
