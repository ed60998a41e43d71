// Every console page: the operator's name, the way out, the section menu (this
// section marked), then the section's own content. Redirects to the login
// without a live session, so a section page never renders for a visitor.
import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { FormPage } from '@/components/forms/FormPage';
import { currentOperator } from '@/lib/console/console-bff';
import { CONSOLE_PATH, CONSOLE_SECTIONS, type ConsoleSection, consolePaths } from '@/lib/console/console-paths';
import { LogoutButton } from '@/components/account/LogoutButton';
import { logoutOperator } from '@/lib/console/logout-operator';
import { StaleCatalogueWarning } from './operations/StaleCatalogueWarning';
import styles from './ConsoleFrame.module.css';

export interface ConsoleFrameProps {
  locale: Locale;
  /** The section shown, or undefined on the console's start page. */
  section?: ConsoleSection;
  title: string;
  intro?: string;
  children?: ReactNode;
}

export async function ConsoleFrame({ locale, section, title, intro, children }: ConsoleFrameProps) {
  const paths = consolePaths(locale);
  const operator = await currentOperator();
  if (operator === null) redirect(paths.login);
  const t = await getTranslations({ locale, namespace: 'Console' });
  const originalPath = section ? `${CONSOLE_PATH}${section}/` : CONSOLE_PATH;
  return (
    <FormPage originalPath={originalPath} title={title} intro={intro}>
      <div className={styles.who}>
        <span>{t('loggedInAs', { name: operator.displayName, email: operator.email })}</span>
        <LogoutButton label={t('logout')} action={logoutOperator.bind(null, locale)} />
      </div>
      <nav aria-label={t('menu')}>
        <ul className={styles.menu}>
          <li>
            <a href={paths.home} aria-current={section === undefined ? 'page' : undefined}>
              {t('title')}
            </a>
          </li>
          {CONSOLE_SECTIONS.map((name) => (
            <li key={name}>
              <a href={paths.section(name)} aria-current={section === name ? 'page' : undefined}>
                {t(`sections.${name}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <StaleCatalogueWarning locale={locale} />
      {children}
    </FormPage>
  );
}
