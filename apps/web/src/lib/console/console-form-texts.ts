// A console form's sentences, resolved on the server and handed over as props.
import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { type AccountFormTexts, throttledForms } from '@/lib/account/account-form-texts';
import { formKitTexts } from '@/lib/forms/form-kit-texts';
import type { ConsoleProblem } from './console-answer';

export type ConsoleFormTexts = AccountFormTexts<ConsoleProblem>;

export async function consoleFormTexts(locale: Locale): Promise<ConsoleFormTexts> {
  const [kit, t] = await Promise.all([formKitTexts(locale), getTranslations({ locale, namespace: 'Console' })]);
  return {
    kit,
    problems: { loginFailed: t('loginFailed'), linkInvalid: t('linkInvalid'), failed: t('unavailable') },
    throttled: throttledForms((values) => t('throttled', values)),
  };
}
