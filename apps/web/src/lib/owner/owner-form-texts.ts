// An owner form's sentences, resolved on the server and handed over as props.
import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { type AccountFormTexts, throttledForms } from '@/lib/account/account-form-texts';
import { formKitTexts } from '@/lib/forms/form-kit-texts';
import type { OwnerProblem } from './owner-answer';

export interface OwnerFormTexts extends AccountFormTexts<OwnerProblem> {
  /** The link an invalid reset link offers instead. */
  requestNew: { label: string; href: string };
}

export async function ownerFormTexts(locale: Locale, requestHref: string): Promise<OwnerFormTexts> {
  const [kit, tLogin, tReset, tPortal, tErrors] = await Promise.all([
    formKitTexts(locale),
    getTranslations({ locale, namespace: 'OwnerLogin' }),
    getTranslations({ locale, namespace: 'PasswordReset' }),
    getTranslations({ locale, namespace: 'OwnerPortal' }),
    getTranslations({ locale, namespace: 'Errors' }),
  ]);
  return {
    kit,
    problems: {
      loginFailed: tErrors('loginFailed'),
      linkInvalid: tReset('linkInvalid'),
      currentPasswordWrong: tPortal('currentPasswordWrong'),
      failed: tLogin('unavailable'),
    },
    throttled: throttledForms((values) => tLogin('throttled', values)),
    requestNew: { label: tReset('requestNew'), href: requestHref },
  };
}
