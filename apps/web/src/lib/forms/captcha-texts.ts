// The CaptchaField's sentences, resolved on the server (the kit's way: no
// dictionary reaches the browser).
import { CAPTCHA_TYPED_LENGTH, type Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';

export interface CaptchaTexts {
  /** The page's language: the spoken characters are fetched in it. */
  locale: Locale;
  legend: string;
  working: string;
  done: string;
  failed: string;
  /** The picture's alt: what it is and where the spoken version is, never its characters. */
  pictureAlt: string;
  /** Names the spoken clip's player. */
  listen: string;
  /** Inside the player, for a browser that plays no sound: the clip as a link. */
  noAudio: string;
  /** The button that shows another picture, keeping every value typed. */
  renew: string;
  label: string;
  hint: string;
  unavailable: string;
  /** 'Too many forms… wait 1 minute', and the same for more minutes with MINUTES_PLACEHOLDER for the field to fill. */
  tooMany: { one: string; many: string };
  /** The button that asks again once the wait is over. */
  retry: string;
  /** Validation.captchaInvalid: 'The entered characters are not valid'. */
  invalid: string;
}

/** Where the field puts the minutes to wait inside `tooMany.many`. */
export const MINUTES_PLACEHOLDER = '\u0000';

/** A count no language here words differently from any other plural one, so it can stand in for the field's. */
const SOME_MINUTES = 97;

export async function captchaTexts(locale: Locale): Promise<CaptchaTexts> {
  const [t, tValidation] = await Promise.all([
    getTranslations({ locale, namespace: 'Captcha' }),
    getTranslations({ locale, namespace: 'Validation' }),
  ]);
  return {
    locale,
    legend: t('legend'),
    working: t('working'),
    done: t('done'),
    failed: t('failed'),
    pictureAlt: t('pictureAlt', { count: CAPTCHA_TYPED_LENGTH }),
    listen: t('listen'),
    noAudio: t('noAudio'),
    renew: t('renew'),
    label: t('label'),
    hint: t('hint'),
    unavailable: t('unavailable'),
    tooMany: {
      one: t('tooMany', { minutes: 1 }),
      many: t('tooMany', { minutes: SOME_MINUTES }).replace(String(SOME_MINUTES), MINUTES_PLACEHOLDER),
    },
    retry: t('retry'),
    invalid: tValidation('captchaInvalid'),
  };
}
