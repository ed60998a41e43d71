import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleForm } from '@/components/console/ConsoleForm';
import { ConsoleShell } from '@/components/console/ConsoleShell';
import { TextField } from '@/components/forms/TextField';
import { PasswordField } from '@/components/owner/PasswordField';
import { consoleFormTexts } from '@/lib/console/console-form-texts';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { submitConsoleForm } from '@/lib/console/submit-console-form';
import { CONSOLE_LOGIN_PATH, consolePaths } from '@/lib/console/console-paths';
import { localeParams } from '@/lib/locale-params';

interface ConsoleLoginRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ConsoleLoginRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Console' });
  return consolePageMetadata(t('loginTitle'));
}

/** The operators' login: e-mail, password and the authenticator's code in one form (pasting and password managers welcome). */
export default async function ConsoleLoginPage({ params }: ConsoleLoginRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'Console' }), consoleFormTexts(locale)]);
  return (
    <ConsoleShell
      locale={locale}
      path={CONSOLE_LOGIN_PATH}
      operator={null}
      title={t('loginTitle')}
      intro={t('loginIntro')}
    >
      <ConsoleForm
        kind="login"
        action={submitConsoleForm.bind(null, 'login', locale, {})}
        texts={texts}
        submitLabel={t('submit')}
        doneHref={consolePaths(locale).home}
      >
        <TextField name="email" type="email" label={t('email')} required autoComplete="username" inputMode="email" />
        <PasswordField name="password" label={t('password')} autoComplete="current-password" />
        <TextField
          name="code"
          label={t('code')}
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
