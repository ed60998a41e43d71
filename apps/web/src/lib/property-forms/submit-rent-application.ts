'use server';
// The rent application's no-JS path: the form posts its fields and the CV
// file together (multipart, as React posts any server-action form). The CV
// goes to the BFF first, as the browser would send it; then the fields, with
// the CV's id, take the kit's usual path (submitForm).
import { type Locale, REQUEST_ID_HEADER, type ValidationKey, validationKeys, type CvUploadDto } from '@immo/domain';
import { headers } from 'next/headers';
import { webEnv } from '@/config/env';
import type { FormActionState } from '@/lib/forms/form-state';
import { formDataToJson } from '@/lib/forms/form-data';
import { submitForm } from '@/lib/forms/submit-form';
import { visitorAddress } from '@/lib/forms/visitor-address';
import { requestIdOf } from '@/lib/request-id';

const CV_FILE_FIELD = 'cv';
const CV_NAME_FIELD = 'cvFileName';

type CvAnswer = { kind: 'stored'; upload: CvUploadDto } | { kind: 'refused'; key: ValidationKey } | { kind: 'failed' };

async function uploadCv(file: File): Promise<CvAnswer> {
  const { BFF_URL, SITE_URL } = webEnv();
  const requestHeaders = await headers();
  const body = new FormData();
  body.append(CV_FILE_FIELD, file, file.name);
  const forwarded = visitorAddress(requestHeaders);
  try {
    const response = await fetch(new URL('/api/forms/rent-application/cv', BFF_URL), {
      method: 'POST',
      body,
      // The BFF refuses an upload whose Origin is not the site's; it limits per visitor.
      headers: {
        accept: 'application/json',
        origin: new URL(SITE_URL).origin,
        [REQUEST_ID_HEADER]: requestIdOf(requestHeaders),
        ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await response.json().catch(() => null)) as (CvUploadDto & { issues?: { message?: string }[] }) | null;
    if (response.status === 201 && answer) return { kind: 'stored', upload: answer };
    const key = answer?.issues?.[0]?.message;
    if (response.status < 500 && typeof key === 'string' && (validationKeys as readonly string[]).includes(key)) return { kind: 'refused', key: key as ValidationKey };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Bound per page: `submitRentApplication.bind(null, locale)`. */
export async function submitRentApplication(locale: Locale, previous: FormActionState, formData: FormData): Promise<FormActionState> {
  const file = formData.get(CV_FILE_FIELD);
  formData.delete(CV_FILE_FIELD);
  if (file instanceof File && file.size > 0) {
    const answer = await uploadCv(file);
    if (answer.kind !== 'stored') {
      // Nothing else is sent: the visitor fixes the file, every other value kept.
      formData.delete('cvUploadId');
      const values = formDataToJson(formData.entries(), []);
      return answer.kind === 'refused'
        ? { values, errors: { cvUploadId: answer.key }, problem: null, outcome: null }
        : { values, errors: {}, problem: 'sendFailed', outcome: null };
    }
    formData.set('cvUploadId', answer.upload.uploadId);
    formData.set(CV_NAME_FIELD, answer.upload.fileName);
  }
  return submitForm('rent-application', locale, previous, formData);
}
