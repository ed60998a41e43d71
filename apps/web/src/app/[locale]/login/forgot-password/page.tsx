import { OWNER_RESET_TOKEN_MINUTES } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormPage } from '@/components/forms/FormPage';
import { TextField } from '@/components/forms/TextField';
import { OwnerForm } from '@/components/owner/OwnerForm';
import { localeParams } from '@/lib/locale-params';
import { ownerFormTexts } from '@/lib/owner/owner-form-texts';
import { ownerPageMetadata } from '@/lib/owner/owner-metadata';
import { submitOwnerForm } from '@/lib/owner/submit-owner-form';
import { OWNER_REQUEST_PATH, ownerPaths } from '@/lib/owner/owner-paths';
import styles from '@/components/owner/Owner.module.css';

interface RequestRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RequestRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  return ownerPageMetadata(t('requestTitle'));
}

/**
 * "First visit or forgotten password": a single-use link to the address the
 * CRM holds. The page says the same whether the address is known or not (the
 * BFF answers 202 either way, in the same time).
 */
export default async function PasswordRequestPage({ params }: RequestRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const paths = ownerPaths(locale);
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'PasswordReset' }),
    ownerFormTexts(locale, paths.request),
  ]);
  const hidden = { locale };
  const done = `${t('sent', { email: '{email}' })} ${t('linkValidity', { minutes: OWNER_RESET_TOKEN_MINUTES })}`;
  return (
    <FormPage originalPath={OWNER_REQUEST_PATH} title={t('requestTitle')} intro={t('requestIntro')}>
      <OwnerForm
        kind="request"
        action={submitOwnerForm.bind(null, 'request', locale, hidden)}
        texts={{ ...texts, problems: { ...texts.problems, failed: t('sendFailed') } }}
        submitLabel={t('submit')}
        hidden={hidden}
        doneText={done}
      >
        <TextField name="email" type="email" label={t('email')} required autoComplete="username" inputMode="email" />
      </OwnerForm>
      <p className={styles.aside}>
        <a href={paths.login}>{t('backToLogin')}</a>
      </p>
    </FormPage>
  );
}
