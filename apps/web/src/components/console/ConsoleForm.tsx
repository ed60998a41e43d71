'use client';
/**
 * ConsoleForm: the console's login or setup form, in the form kit's look and
 * with its fields, checked with the BFF's own schema and sent as JSON through
 * the /api relay. Whatever goes wrong, everything typed stays in place; on
 * success the browser goes to the console (the session cookie is set).
 */
import type { ValidationKey } from '@immo/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { FieldRegistry, FormKitContext, focusFieldAfterRender, type FormKitContextValue } from '@/components/forms/form-kit-context';
import { flattenErrors } from '@/components/forms/flatten-errors';
import styles from '@/components/forms/Forms.module.css';
import { type ConsoleAnswer, readConsoleAnswer } from '@/lib/console/console-answer';
import type { ConsoleFormTexts } from '@/lib/console/console-form-texts';
import type { ConsoleFormKind } from '@/lib/console/console-resolver';
import { lazyResolver, usePreloadOnEntry } from '@/lib/forms/lazy-resolver';
import { throttledText } from '@/lib/owner/owner-answer';

const ENDPOINTS: Record<ConsoleFormKind, string> = { login: '/api/operator/session', setup: '/api/operator/setup' };
const NO_HIDDEN: Record<string, string> = {};

export interface ConsoleFormProps {
  kind: ConsoleFormKind;
  texts: ConsoleFormTexts;
  submitLabel: string;
  doneHref: string;
  children: ReactNode;
  hidden?: Record<string, string>;
}

export function ConsoleForm({ kind, texts, submitLabel, doneHref, children, hidden = NO_HIDDEN }: ConsoleFormProps) {
  const schema = useMemo(() => lazyResolver(() => import('@/lib/console/console-resolver').then((module) => module.consoleResolver(kind, hidden))), [kind, hidden]);
  const form = useForm({ resolver: schema.resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true });
  const formRef = usePreloadOnEntry(schema);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<ConsoleAnswer | null>(null);
  const [registry] = useState(() => new FieldRegistry({}));
  const provideCaptcha = useCallback(() => undefined, []);
  const kit = useMemo<FormKitContextValue>(() => ({ texts: texts.kit, registry, initialValue: () => undefined, provideCaptcha, attempt: 0 }), [texts.kit, registry, provideCaptcha]);

  const send = form.handleSubmit(async (values) => {
    setSending(true);
    setAnswer(null);
    let read: ConsoleAnswer;
    try {
      const response = await fetch(ENDPOINTS[kind], {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, ...hidden }),
      });
      read = readConsoleAnswer(response.status, await response.json().catch(() => null), response.headers.get('retry-after'));
    } catch {
      read = { kind: 'problem', problem: 'failed' };
    }
    if (read.kind === 'done') {
      window.location.assign(doneHref);
      return;
    }
    if (read.kind === 'invalid') {
      const names = Object.keys(read.errors);
      for (const name of names) form.setError(name, { type: 'server', message: read.errors[name] });
      if (names[0]) focusFieldAfterRender(names[0]);
    }
    setAnswer(read);
    setSending(false);
  });

  const errors: Record<string, ValidationKey> = flattenErrors(form.formState.errors);
  const problem = answer?.kind === 'problem' ? answer : null;

  return (
    <FormKitContext.Provider value={kit}>
      <FormProvider {...form}>
        <form ref={formRef} method="post" onSubmit={(event) => void send(event)} noValidate className={styles.form}>
          <fieldset disabled={sending} className={styles.body}>
            {children}
            <ErrorSummary title={texts.kit.validation.checkRedFields} errors={errors} registry={registry} messages={texts.kit.validation} />
            <div role="alert" className={problem ? styles.problem : styles.alertSlot}>
              {problem ? <p className={styles.problemLine}>{problem.problem === 'throttled' ? throttledText(texts.throttled, problem.waitMinutes ?? 1) : texts.problems[problem.problem]}</p> : null}
            </div>
            <button type="submit" className={styles.submit}>
              {sending ? texts.kit.sending : submitLabel}
            </button>
          </fieldset>
        </form>
      </FormProvider>
    </FormKitContext.Provider>
  );
}
