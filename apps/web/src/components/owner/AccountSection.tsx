import type { Locale, OwnerMeDto } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { ownerFormTexts } from '@/lib/owner/owner-form-texts';
import { ownerPaths } from '@/lib/owner/owner-paths';
import { submitOwnerForm } from '@/lib/owner/submit-owner-form';
import { PASSWORD_MIN_LENGTH } from '@immo/domain';
import { LogoutButton } from '@/components/account/LogoutButton';
import { logoutOwner } from '@/lib/owner/logout-owner';
import { OwnerForm } from './OwnerForm';
import { PasswordField } from './PasswordField';
import { WeeklyReportSwitch } from './WeeklyReportSwitch';
import styles from './Owner.module.css';

/** The weekly e-mail switch, a new password, and leaving (id `account`: the weekly mail's preferences link lands here). */
export async function AccountSection({ me, locale }: { me: OwnerMeDto; locale: Locale }) {
  const paths = ownerPaths(locale);
  const [t, tReset, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'OwnerPortal' }),
    getTranslations({ locale, namespace: 'PasswordReset' }),
    ownerFormTexts(locale, paths.request),
  ]);
  return (
    <section id="account" aria-labelledby="account-title" className={styles.section}>
      <h2 id="account-title" className={styles.sectionTitle}>
        {t('account')}
      </h2>
      <p className={styles.meta}>{me.email}</p>
      <WeeklyReportSwitch
        initial={me.weeklyReport}
        loginPath={paths.login}
        texts={{ label: t('weeklyReport'), saved: t('preferenceSaved'), failed: t('saveFailed') }}
      />
      <h3 id="password-title">{t('changePassword')}</h3>
      <OwnerForm
        kind="change"
        action={submitOwnerForm.bind(null, 'change', locale, {})}
        texts={texts}
        submitLabel={tReset('save')}
        loginPath={paths.login}
        doneText={t('passwordChanged')}
        labelledBy="password-title"
      >
        {/* The account's address, for password managers that file the new password under it. */}
        <input type="email" name="username" autoComplete="username" value={me.email} readOnly hidden />
        <PasswordField name="currentPassword" label={t('currentPassword')} autoComplete="current-password" />
        <PasswordField
          name="password"
          label={tReset('newPassword')}
          autoComplete="new-password"
          hint={tReset('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField name="confirmation" label={tReset('confirmPassword')} autoComplete="new-password" />
      </OwnerForm>
      <div className={styles.aside}>
        <LogoutButton label={t('logout')} action={logoutOwner.bind(null, locale)} />
      </div>
    </section>
  );
}
