'use client';
/**
 * OwnerForm: one of the owner portal's forms (log in, ask for a password
 * link, choose a password, change it) as an AccountForm: sent as JSON through
 * the /api relay (the logged-in form keeps the session alive on the way),
 * without JavaScript to the server action submitOwnerForm bound to the kind.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { AccountForm } from '@/components/account/AccountForm';
import type { AccountFormState } from '@/lib/account/account-form-state';
import { readOwnerAnswer, type OwnerProblem } from '@/lib/owner/owner-answer';
import { ownerFetch } from '@/lib/owner/owner-client';
import { ownerFormEndpoints, type OwnerFormKind } from '@/lib/owner/owner-form-kind';
import type { OwnerFormTexts } from '@/lib/owner/owner-form-texts';

export interface OwnerFormProps {
  kind: OwnerFormKind;
  /** submitOwnerForm bound to the kind, locale and hidden values: the no-JS path. */
  action: (state: AccountFormState<OwnerProblem>, formData: FormData) => Promise<AccountFormState<OwnerProblem>>;
  texts: OwnerFormTexts;
  submitLabel: string;
  children: ReactNode;
  /** Sent with what was typed: the link's token, the page's language. */
  hidden?: Record<string, string>;
  doneHref?: string;
  doneText?: string;
  /** For the logged-in form (change): where an ended session leads. */
  loginPath?: string;
  labelledBy?: string;
}

const NO_HIDDEN: Record<string, string> = {};

export function OwnerForm({
  kind,
  action,
  texts,
  submitLabel,
  children,
  hidden = NO_HIDDEN,
  doneHref,
  doneText,
  loginPath,
  labelledBy,
}: OwnerFormProps) {
  const loadResolver = useCallback(
    () => import('@/lib/owner/owner-resolver').then((module) => module.ownerResolver(kind, hidden)),
    [kind, hidden],
  );
  const send = useCallback(
    async (values: Record<string, unknown>) => {
      const { path, method } = ownerFormEndpoints[kind];
      const init = { method, body: JSON.stringify({ ...values, ...hidden }) };
      const response = loginPath
        ? await ownerFetch(path, init, loginPath)
        : await fetch(path, { ...init, headers: { 'content-type': 'application/json', accept: 'application/json' } });
      return readOwnerAnswer(
        response.status,
        await response.json().catch(() => null),
        response.headers.get('retry-after'),
      );
    },
    [kind, hidden, loginPath],
  );
  const problemExtra = useMemo(
    () => ({ linkInvalid: <a href={texts.requestNew.href}>{texts.requestNew.label}</a> }),
    [texts.requestNew],
  );
  return (
    <AccountForm
      action={action}
      loadResolver={loadResolver}
      send={send}
      texts={texts}
      submitLabel={submitLabel}
      doneHref={doneHref}
      doneText={doneText}
      clearOnDone={kind === 'change'}
      problemExtra={problemExtra}
      labelledBy={labelledBy}
    >
      {children}
    </AccountForm>
  );
}
