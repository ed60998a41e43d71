// A console form's sentences, resolved on the server and handed over as props.
import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { formKitTexts, type FormKitTexts } from '@/lib/forms/form-kit-texts';
import type { ConsoleProblem } from './console-answer';

export interface ConsoleFormTexts {
  kit: FormKitTexts;
  problems: Record<Exclude<ConsoleProblem, 'throttled'>, string>;
  /** The throttle message for one minute and for `{n}` minutes. */
  throttled: { one: string; other: string };
}

const SAMPLE_MINUTES = 7;

export async function consoleFormTexts(locale: Locale): Promise<ConsoleFormTexts> {
  const [kit, t] = await Promise.all([formKitTexts(locale), getTranslations({ locale, namespace: 'Console' })]);
  return {
    kit,
    problems: { loginFailed: t('loginFailed'), linkInvalid: t('linkInvalid'), codeWrong: t('codeWrong'), failed: t('unavailable') },
    throttled: { one: t('throttled', { minutes: 1 }), other: t('throttled', { minutes: SAMPLE_MINUTES }).replace(String(SAMPLE_MINUTES), '{n}') },
  };
}
