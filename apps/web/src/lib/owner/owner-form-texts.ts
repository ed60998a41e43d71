// An owner form's sentences, resolved on the server and handed over as props
// (no dictionary reaches the browser).
import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { formKitTexts, type FormKitTexts } from '@/lib/forms/form-kit-texts';
import type { OwnerProblem } from './owner-answer';

export interface OwnerFormTexts {
  kit: FormKitTexts;
  problems: Record<Exclude<OwnerProblem, 'throttled'>, string>;
  /** The throttle message for one minute and for `{n}` minutes (the browser puts the number in). */
  throttled: { one: string; other: string };
  /** The link an invalid reset link offers instead. */
  requestNew: { label: string; href: string };
}

/** A number no sentence contains otherwise, replaced by `{n}` in the plural form. */
const SAMPLE_MINUTES = 7;

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
    throttled: {
      one: tLogin('throttled', { minutes: 1 }),
      other: tLogin('throttled', { minutes: SAMPLE_MINUTES }).replace(String(SAMPLE_MINUTES), '{n}'),
    },
    requestNew: { label: tReset('requestNew'), href: requestHref },
  };
}
