import { PASSWORD_MIN_LENGTH, RESET_TOKEN_PATTERN } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormPage } from '@/components/forms/FormPage';
import { OwnerForm } from '@/components/owner/OwnerForm';
import { PasswordField } from '@/components/owner/PasswordField';
import { localeParams } from '@/lib/locale-params';
import { ownerFormTexts } from '@/lib/owner/owner-form-texts';
import { ownerPageMetadata } from '@/lib/owner/owner-metadata';
import { submitOwnerForm } from '@/lib/owner/submit-owner-form';
import { OWNER_SET_PASSWORD_PATH, ownerPaths } from '@/lib/owner/owner-paths';
import styles from '@/components/owner/Owner.module.css';

interface SetPasswordRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: SetPasswordRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  return ownerPageMetadata(t('setTitle'));
}

/**
 * The page the e-mailed link opens (`?token=`): choose a password, twice.
 * Opening it spends nothing; sending it does, and logs the owner in. A link
 * that cannot be one of ours says so at once and offers a new one; an
 * expired or spent one says the same after Send (only the BFF knows).
 */
export default async function SetPasswordPage({ params, searchParams }: SetPasswordRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const paths = ownerPaths(locale);
  const [t, texts, query] = await Promise.all([
    getTranslations({ locale, namespace: 'PasswordReset' }),
    ownerFormTexts(locale, paths.request),
    searchParams,
  ]);
  const token = typeof query['token'] === 'string' ? query['token'] : '';
  // The language switcher keeps the token: the link stays usable in another language.
  const originalPath = `${OWNER_SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  if (!RESET_TOKEN_PATTERN.test(token)) {
    return (
      <FormPage originalPath={originalPath} title={t('setTitle')}>
        <p role="alert" className={styles.notice}>
          {t('linkInvalid')} <a href={paths.request}>{t('requestNew')}</a>
        </p>
      </FormPage>
    );
  }
  return (
    <FormPage originalPath={originalPath} title={t('setTitle')}>
      <OwnerForm
        kind="set"
        action={submitOwnerForm.bind(null, 'set', locale, { token })}
        texts={texts}
        submitLabel={t('save')}
        hidden={{ token }}
        doneHref={paths.dashboard}
      >
        <PasswordField
          name="password"
          label={t('newPassword')}
          autoComplete="new-password"
          hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField name="confirmation" label={t('confirmPassword')} autoComplete="new-password" />
      </OwnerForm>
    </FormPage>
  );
}
