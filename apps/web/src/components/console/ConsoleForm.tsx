'use client';
/**
 * ConsoleForm: the console's login or setup form as an AccountForm: sent as
 * JSON through the /api relay, without JavaScript to the server action
 * submitConsoleForm bound to the kind. On success the browser goes to the
 * console (the session cookie is set).
 */
import { useCallback, type ReactNode } from 'react';
import { AccountForm } from '@/components/account/AccountForm';
import type { AccountFormState } from '@/lib/account/account-form-state';
import { type ConsoleProblem, readConsoleAnswer } from '@/lib/console/console-answer';
import { CONSOLE_FORM_ENDPOINTS, type ConsoleFormKind } from '@/lib/console/console-form-kind';
import type { ConsoleFormTexts } from '@/lib/console/console-form-texts';

const NO_HIDDEN: Record<string, string> = {};

export interface ConsoleFormProps {
  kind: ConsoleFormKind;
  /** submitConsoleForm bound to the kind, locale and hidden values: the no-JS path. */
  action: (state: AccountFormState<ConsoleProblem>, formData: FormData) => Promise<AccountFormState<ConsoleProblem>>;
  texts: ConsoleFormTexts;
  submitLabel: string;
  doneHref: string;
  children: ReactNode;
  hidden?: Record<string, string>;
}

export function ConsoleForm({
  kind,
  action,
  texts,
  submitLabel,
  doneHref,
  children,
  hidden = NO_HIDDEN,
}: ConsoleFormProps) {
  const loadResolver = useCallback(
    () => import('@/lib/console/console-resolver').then((module) => module.consoleResolver(kind, hidden)),
    [kind, hidden],
  );
  const send = useCallback(
    async (values: Record<string, unknown>) => {
      const response = await fetch(CONSOLE_FORM_ENDPOINTS[kind], {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, ...hidden }),
      });
      return readConsoleAnswer(
        response.status,
        await response.json().catch(() => null),
        response.headers.get('retry-after'),
      );
    },
    [kind, hidden],
  );
  return (
    <AccountForm
      action={action}
      loadResolver={loadResolver}
      send={send}
      texts={texts}
      submitLabel={submitLabel}
      doneHref={doneHref}
    >
      {children}
    </AccountForm>
  );
}
