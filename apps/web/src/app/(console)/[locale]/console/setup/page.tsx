import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleForm } from '@/components/console/ConsoleForm';
import { ConsoleShell } from '@/components/console/ConsoleShell';
import frame from '@/components/console/ConsoleFrame.module.css';
import { TextField } from '@/components/forms/TextField';
import { PasswordField } from '@/components/owner/PasswordField';
import { setupDetails } from '@/lib/console/console-bff';
import { consoleFormTexts } from '@/lib/console/console-form-texts';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { submitConsoleForm } from '@/lib/console/submit-console-form';
import { CONSOLE_SETUP_PATH, consolePaths } from '@/lib/console/console-paths';
import { localeParams } from '@/lib/locale-params';
import { totpQrSvg } from '@/lib/console/totp-qr';
import styles from '@/components/owner/Owner.module.css';

interface ConsoleSetupRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

export async function generateMetadata({ params }: ConsoleSetupRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Console' });
  return consolePageMetadata(t('setupTitle'));
}

/**
 * The single-use link `npm run operator:create` prints: the authenticator's
 * key as a QR code to scan, beside it as text to type (which every app
 * accepts) and as an otpauth: link for the phone; the QR code is drawn here,
 * so nothing about the key goes to a third party. Then the password and a
 * first code, which proves the app holds the key.
 */
export default async function ConsoleSetupPage({ params, searchParams }: ConsoleSetupRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const { token: raw } = await searchParams;
  const token = typeof raw === 'string' ? raw : '';
  const [t, texts, details] = await Promise.all([
    getTranslations({ locale, namespace: 'Console' }),
    consoleFormTexts(locale),
    token ? setupDetails(token) : null,
  ]);
  if (details === null) {
    return (
      <ConsoleShell locale={locale} path={CONSOLE_SETUP_PATH} operator={null} title={t('setupTitle')}>
        <p role="alert">{t('linkInvalid')}</p>
      </ConsoleShell>
    );
  }
  const qr = await totpQrSvg(details.otpauthUri);
  return (
    <ConsoleShell
      locale={locale}
      path={`${CONSOLE_SETUP_PATH}?${new URLSearchParams({ token }).toString()}`}
      operator={null}
      title={t('setupTitle')}
      intro={t('setupIntro')}
    >
      <p>{t('setupApp')}</p>
      <div className={frame.keyBox}>
        <figure className={frame.qr} role="img" aria-label={t('qrLabel')} data-testid="totp-qr">
          <span dangerouslySetInnerHTML={{ __html: qr }} />
          <figcaption>{t('qrCaption')}</figcaption>
        </figure>
        <div>
          <dl className={styles.facts}>
            <dt>{t('accountLabel')}</dt>
            <dd>{details.email}</dd>
            <dt>{t('secretLabel')}</dt>
            <dd>
              <code data-testid="totp-secret">{details.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
            </dd>
          </dl>
          <p>
            <a href={details.otpauthUri}>{t('openInApp')}</a>
          </p>
        </div>
      </div>
      <ConsoleForm
        kind="setup"
        action={submitConsoleForm.bind(null, 'setup', locale, { token })}
        texts={texts}
        submitLabel={t('setupSubmit')}
        doneHref={consolePaths(locale).home}
        hidden={{ token }}
      >
        <input type="text" name="username" autoComplete="username" value={details.email} readOnly hidden />
        <PasswordField
          name="password"
          label={t('newPassword')}
          hint={t('newPasswordHint')}
          autoComplete="new-password"
        />
        <PasswordField name="confirmation" label={t('confirmation')} autoComplete="new-password" />
        <TextField
          name="code"
          label={t('setupCode')}
          hint={t('codeHint')}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          short
        />
      </ConsoleForm>
    </ConsoleShell>
  );
}
