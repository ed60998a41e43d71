import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormPage } from '@/components/forms/FormPage';
import { TextField } from '@/components/forms/TextField';
import { OwnerForm } from '@/components/owner/OwnerForm';
import { PasswordField } from '@/components/owner/PasswordField';
import { localeParams } from '@/lib/locale-params';
import { ownerFormTexts } from '@/lib/owner/owner-form-texts';
import { staticPageMetadata } from '@/lib/page-metadata';
import { submitOwnerForm } from '@/lib/owner/submit-owner-form';
import { OWNER_LOGIN_PATH, ownerPaths } from '@/lib/owner/owner-paths';
import styles from '@/components/owner/Owner.module.css';

interface LoginRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LoginRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'OwnerLogin' });
  // The portal's door is a public page (the top bar links it; an owner may search for it), unlike the pages behind it.
  return { ...staticPageMetadata(locale, OWNER_LOGIN_PATH, t('title'), t('intro')), referrer: 'same-origin' };
}

/** The owner login (spec §2 '/login/'): e-mail and password, and the way to a first password. */
export default async function LoginPage({ params }: LoginRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const paths = ownerPaths(locale);
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'OwnerLogin' }),
    ownerFormTexts(locale, paths.request),
  ]);
  return (
    <FormPage originalPath={OWNER_LOGIN_PATH} title={t('title')} intro={t('intro')}>
      <OwnerForm
        kind="login"
        action={submitOwnerForm.bind(null, 'login', locale, {})}
        texts={texts}
        submitLabel={t('submit')}
        doneHref={paths.dashboard}
      >
        <TextField name="email" type="email" label={t('email')} required autoComplete="username" inputMode="email" />
        <PasswordField name="password" label={t('password')} autoComplete="current-password" />
      </OwnerForm>
      <p className={styles.aside}>
        <a href={paths.request}>{t('firstVisit')}</a>
      </p>
    </FormPage>
  );
}
