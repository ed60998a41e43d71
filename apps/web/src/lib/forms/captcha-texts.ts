// The CaptchaField's sentences, resolved on the server (the kit's way: no
// dictionary reaches the browser).
import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';

export interface CaptchaTexts {
  legend: string;
  working: string;
  done: string;
  failed: string;
  /** 'Characters to type: {characters}', the placeholder kept for the field to fill. */
  characters: string;
  label: string;
  hint: string;
  unavailable: string;
  /** Validation.captchaInvalid: 'The entered characters are not valid'. */
  invalid: string;
}

/** Where the field puts the spaced characters inside `characters`. */
export const CHARACTERS_PLACEHOLDER = '\u0000';

export async function captchaTexts(locale: Locale): Promise<CaptchaTexts> {
  const [t, tValidation] = await Promise.all([getTranslations({ locale, namespace: 'Captcha' }), getTranslations({ locale, namespace: 'Validation' })]);
  return {
    legend: t('legend'),
    working: t('working'),
    done: t('done'),
    failed: t('failed'),
    characters: t('characters', { characters: CHARACTERS_PLACEHOLDER }),
    label: t('label'),
    hint: t('hint'),
    unavailable: t('unavailable'),
    invalid: tValidation('captchaInvalid'),
  };
}
