'use server';
// The rent application's no-JS path: the form posts its fields and the CV
// file together (multipart, as React posts any server-action form). Once the
// fields pass the schema, the CV goes to the BFF as the browser would send
// it, under the challenge the form's captcha shows; then the fields, with the
// CV's id, are sent with that challenge's answer, as submitForm sends any form.
import {
  CV_UPLOAD_CHALLENGE_HEADER,
  type CvUploadDto,
  type Locale,
  type ValidationKey,
  validationKeys,
} from '@immo/domain';
import { REQUEST_ID_HEADER } from '@immo/platform';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { webEnv } from '@/config/env';
import { CAPTCHA_TOKEN_FIELD } from '@/lib/forms/captcha-answer';
import type { FormAnswer } from '@/lib/forms/form-answer';
import type { FormActionState } from '@/lib/forms/form-state';
import { runSubmission } from '@/lib/forms/form-submission';
import { postForm, type VisitorHeaders } from '@/lib/forms/post-form';
import { visitorAddress } from '@/lib/forms/visitor-address';
import { requestIdOf } from '@/lib/request-id';

const CV_FILE_FIELD = 'cv';
const CV_NAME_FIELD = 'cvFileName';
const CV_RETRY_FIELD = 'cvRetryAt';

type CvAnswer =
  | { kind: 'stored'; upload: CvUploadDto }
  | { kind: 'refused'; key: ValidationKey; retryAt: string | null }
  | { kind: 'failed' };

async function uploadCv(file: File, challengeToken: string, visitor: VisitorHeaders): Promise<CvAnswer> {
  const { BFF_URL, SITE_URL } = webEnv();
  const body = new FormData();
  body.append(CV_FILE_FIELD, file, file.name);
  try {
    const response = await fetch(new URL('/api/forms/rent-application/cv', BFF_URL), {
      method: 'POST',
      body,
      // The BFF refuses an upload whose Origin is not the site's, and one that names no challenge; it budgets per visitor.
      headers: {
        accept: 'application/json',
        origin: new URL(SITE_URL).origin,
        [CV_UPLOAD_CHALLENGE_HEADER]: challengeToken,
        ...(visitor.requestId ? { [REQUEST_ID_HEADER]: visitor.requestId } : {}),
        ...(visitor.address ? { 'x-forwarded-for': visitor.address } : {}),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await response.json().catch(() => null)) as
      (CvUploadDto & { issues?: { message?: string }[] }) | null;
    if (response.status === 201 && answer) return { kind: 'stored', upload: answer };
    const key = answer?.issues?.[0]?.message;
    if (typeof key !== 'string' || !(validationKeys as readonly string[]).includes(key)) return { kind: 'failed' };
    const seconds = Number(response.headers.get('retry-after'));
    const retryAt = response.status === 429 && seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null;
    return { kind: 'refused', key: key as ValidationKey, retryAt };
  } catch {
    return { kind: 'failed' };
  }
}

/** Bound per page: `submitRentApplication.bind(null, locale)`. */
export async function submitRentApplication(
  locale: Locale,
  _previous: FormActionState,
  formData: FormData,
): Promise<FormActionState> {
  const posted = formData.get(CV_FILE_FIELD);
  formData.delete(CV_FILE_FIELD);
  const file = posted instanceof File && posted.size > 0 ? posted : null;
  const token = formData.get(CAPTCHA_TOKEN_FIELD);
  const requestHeaders = await headers();
  const visitor: VisitorHeaders = {
    address: visitorAddress(requestHeaders),
    userAgent: requestHeaders.get('user-agent'),
    acceptLanguage: requestHeaders.get('accept-language'),
    requestId: requestIdOf(requestHeaders),
  };
  const upload: { retryAt: string | null } = { retryAt: null };
  const result = await runSubmission('rent-application', locale, formData, async (body): Promise<FormAnswer> => {
    if (file === null) return postForm('rent-application', body, visitor);
    const cv = await uploadCv(file, typeof token === 'string' ? token : '', visitor);
    if (cv.kind === 'failed') return { kind: 'problem', problem: 'sendFailed' };
    if (cv.kind === 'refused') {
      upload.retryAt = cv.retryAt;
      return { kind: 'invalid', errors: { cvUploadId: cv.key } };
    }
    return postForm('rent-application', { ...body, cvUploadId: cv.upload.uploadId }, visitor);
  });
  // Outside any try: redirect() throws Next's own signal, answered with 303.
  if ('redirectTo' in result) redirect(result.redirectTo);
  if (file === null || result.state.values === null) return result.state;
  // No browser keeps a chosen file in the page that comes back, and that page
  // has a new challenge, which the CV stored now is not bound to: the field
  // asks for the file again by its name, everything typed kept.
  const { cvUploadId: _stored, ...values } = result.state.values;
  values[CV_NAME_FIELD] = file.name;
  if (upload.retryAt !== null) values[CV_RETRY_FIELD] = upload.retryAt;
  return { ...result.state, values };
}
