'use server';
// The forms' server action, the path of a visitor without JavaScript (the
// same <form> posts here; with JavaScript FormShell sends JSON through the
// /api relay instead): the BFF is called for the visitor, as the relay would,
// then a 303 to the thank-you page, or the form again with its errors and
// every value typed (form-submission.ts).
import { isFormKind, type FormKind, type Locale } from '@immo/domain';
import { cookies, headers } from 'next/headers';
import { webEnv } from '@/config/env';
import { redirect } from 'next/navigation';
import { runSubmission } from './form-submission';
import type { FormActionState } from './form-state';
import { postForm } from './post-form';
import { RECEIPT_COOKIE, RECEIPT_MAX_AGE_SECONDS } from './sent-receipt';
import { visitorAddress } from './visitor-address';
import { requestIdOf } from '../request-id';

/** Bound per form on the server: `submitForm.bind(null, kind, locale)` (see formShellProps). */
export async function submitForm(
  kind: FormKind,
  locale: Locale,
  _previous: FormActionState,
  formData: FormData,
): Promise<FormActionState> {
  if (!isFormKind(kind)) throw new Error(`unknown form kind ${String(kind)}`);
  const requestHeaders = await headers();
  const visitor = {
    address: visitorAddress(requestHeaders),
    userAgent: requestHeaders.get('user-agent'),
    acceptLanguage: requestHeaders.get('accept-language'),
    requestId: requestIdOf(requestHeaders),
  };
  const result = await runSubmission(kind, locale, formData, (body) => postForm(kind, body, visitor));
  if ('redirectTo' in result) {
    if (result.receipt) {
      const secure = webEnv().SITE_URL.startsWith('https:');
      (await cookies()).set(RECEIPT_COOKIE, result.receipt, {
        maxAge: RECEIPT_MAX_AGE_SECONDS,
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure,
      });
    }
    // Outside any try: redirect() throws Next's own signal, answered with 303.
    redirect(result.redirectTo);
  }
  return result.state;
}
