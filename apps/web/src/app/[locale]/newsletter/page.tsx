import { localizePath } from '@immo/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { FieldRow } from '@/components/forms/FieldRow';
import { FormPage } from '@/components/forms/FormPage';
import { FormShell } from '@/components/forms/FormShell';
import { TextField } from '@/components/forms/TextField';
import { captchaTexts } from '@/lib/forms/captcha-texts';
import { loadCaptchaChallenge } from '@/lib/forms/captcha-challenge';
import { formShellProps } from '@/lib/forms/form-shell-props';
import { localeParams } from '@/lib/locale-params';
import { staticPageMetadata } from '@/lib/page-metadata';

interface NewsletterRouteProps {
  params: Promise<{ locale: string }>;
}

const ORIGINAL_PATH = '/newsletter/';

export async function generateMetadata({ params }: NewsletterRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'NewsletterForm' });
  return staticPageMetadata(locale, ORIGINAL_PATH, t('title'), t('intro'));
}

/**
 * Newsletter sign-up (kind sign-newsletter): a page of its own, linked from
 * the agency page, so its fields never share ids with another form's; the
 * address is confirmed by e-mail before anything is sent (double opt-in).
 */
export default async function NewsletterPage({ params }: NewsletterRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, tForm, shell, challenge, captcha] = await Promise.all([
    getTranslations({ locale, namespace: 'NewsletterForm' }),
    getTranslations({ locale, namespace: 'Form' }),
    formShellProps('sign-newsletter', locale, ORIGINAL_PATH),
    loadCaptchaChallenge(),
    captchaTexts(locale),
  ]);
  return (
    <FormPage originalPath={ORIGINAL_PATH} title={t('title')} intro={t('intro')}>
      <FormShell {...shell} submitLabel={t('subscribe')}>
        <TextField name="email" type="email" label={tForm('email')} autoComplete="email" required />
        <FieldRow>
          <TextField name="firstName" label={tForm('firstName')} autoComplete="given-name" />
          <TextField name="lastName" label={tForm('lastName')} autoComplete="family-name" />
        </FieldRow>
        <CaptchaField challenge={challenge} texts={captcha} />
        <p>{t('confirmNotice')}</p>
      </FormShell>
      <p>
        <a href={localizePath('/unsubscribe/', locale)}>{t('unsubscribeTitle')}</a>
      </p>
    </FormPage>
  );
}
