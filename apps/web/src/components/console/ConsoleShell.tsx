// The console's frame around every page, logged in or not: its own bar (the
// console's name, and the operator and the way out when there is one), kept at
// the top of the screen; under it the section menu when logged in and the
// languages; then the page. Nothing of the public site: an operator is at
// work here, not visiting.
import type { Locale, OperatorMe } from '@immo/domain';
import { locales } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LogoutButton } from '@/components/account/LogoutButton';
import { CONSOLE_SECTIONS, type ConsoleSection, consolePaths } from '@/lib/console/console-paths';
import { logoutOperator } from '@/lib/console/logout-operator';
import styles from './ConsoleFrame.module.css';

export interface ConsoleShellProps {
  locale: Locale;
  /** This page without its language ('/console/mail/'), for the language links. */
  path: string;
  /** Null on the login and setup pages. */
  operator: OperatorMe | null;
  /** The section shown; undefined on the start page (and outside a session). */
  section?: ConsoleSection;
  title: string;
  intro?: string;
  children?: ReactNode;
}

export async function ConsoleShell({ locale, path, operator, section, title, intro, children }: ConsoleShellProps) {
  const paths = consolePaths(locale);
  const [t, tSwitcher] = await Promise.all([
    getTranslations({ locale, namespace: 'Console' }),
    getTranslations({ locale, namespace: 'LocaleSwitcher' }),
  ]);
  const names = await Promise.all(
    locales.map(async (other) =>
      (await getTranslations({ locale: other, namespace: 'LocaleSwitcher' }))('locale', { locale: other }),
    ),
  );
  return (
    <>
      <header className={styles.bar} data-testid="console-header">
        <a className={styles.home} href={operator ? paths.home : paths.login}>
          {t('title')}
        </a>
        {operator ? (
          <>
            <span className={styles.who} data-testid="console-operator">
              {t('loggedInAs', { name: operator.displayName, email: operator.email })}
            </span>
            <LogoutButton label={t('logout')} action={logoutOperator.bind(null, locale)} />
          </>
        ) : null}
      </header>
      <div className={styles.menuBox}>
        {operator ? (
          <nav aria-label={t('menu')}>
            <ul className={styles.menu}>
              <li>
                <a href={paths.home} aria-current={section === undefined ? 'page' : undefined}>
                  {t('start')}
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
        ) : null}
        <nav aria-label={tSwitcher('label')} className={styles.languages}>
          <ul>
            {locales.map((other, index) => (
              <li key={other}>
                {other === locale ? (
                  <span aria-current="true" lang={other}>
                    <span aria-hidden="true">{other.toUpperCase()}</span>
                    <span className="visually-hidden">{names[index]}</span>
                  </span>
                ) : (
                  <a href={`/${other}${path}`} hrefLang={other} lang={other}>
                    <span aria-hidden="true">{other.toUpperCase()}</span>
                    <span className="visually-hidden">{names[index]}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <main id="main" className={`container page ${styles.main}`}>
        <h1>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </main>
    </>
  );
}
