// Every console page behind the login: the console's frame with the operator
// (ConsoleShell), the stale-catalogue warning, then the section's own content.
// Redirects to the login without a live session, so a section page never
// renders for a visitor.
import type { Locale } from '@immo/domain';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { currentOperator } from '@/lib/console/console-bff';
import { CONSOLE_PATH, type ConsoleSection, consolePaths } from '@/lib/console/console-paths';
import { ConsoleShell } from './ConsoleShell';
import { StaleCatalogueWarning } from './operations/StaleCatalogueWarning';

export interface ConsoleFrameProps {
  locale: Locale;
  /** The section shown, or undefined on the console's start page. */
  section?: ConsoleSection;
  title: string;
  intro?: string;
  children?: ReactNode;
}

export async function ConsoleFrame({ locale, section, title, intro, children }: ConsoleFrameProps) {
  const operator = await currentOperator();
  if (operator === null) redirect(consolePaths(locale).login);
  return (
    <ConsoleShell
      locale={locale}
      path={section ? `${CONSOLE_PATH}${section}/` : CONSOLE_PATH}
      operator={operator}
      section={section}
      title={title}
      intro={intro}
    >
      <StaleCatalogueWarning locale={locale} />
      {children}
    </ConsoleShell>
  );
}
