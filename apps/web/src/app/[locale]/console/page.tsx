import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ConsoleLogout } from '@/components/console/ConsoleLogout';
import { FormPage } from '@/components/forms/FormPage';
import { currentOperator } from '@/lib/console/console-bff';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { BULL_BOARD_PATH, CONSOLE_PATH, consolePaths } from '@/lib/console/console-paths';
import { localeParams } from '@/lib/locale-params';

interface ConsoleRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ConsoleRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Console' });
  return consolePageMetadata(t('title'));
}

/** The console's start: who is logged in, the way out, and what exists so far (Bull Board); the sections come with their features. */
export default async function ConsolePage({ params }: ConsoleRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const paths = consolePaths(locale);
  const operator = await currentOperator();
  if (operator === null) redirect(paths.login);
  const t = await getTranslations({ locale, namespace: 'Console' });
  return (
    <FormPage originalPath={CONSOLE_PATH} title={t('title')} intro={t('loggedInAs', { name: operator.displayName, email: operator.email })}>
      <ul>
        <li>
          <a href={BULL_BOARD_PATH}>{t('queues')}</a>
        </li>
      </ul>
      <ConsoleLogout label={t('logout')} loginHref={paths.login} />
    </FormPage>
  );
}
