'use client';
/**
 * OwnerForm: one of the owner portal's forms (log in, ask for a password
 * link, choose a password, change it), in the form kit's look and with its
 * fields (TextField, PasswordField…), checked with the BFF's own schema
 * (loaded when the owner enters the form), sent as JSON through the /api
 * relay; without JavaScript the same form posts to `action` (the server
 * action submitOwnerForm, bound to the kind). Whatever goes wrong,
 * everything typed stays in place. `doneHref`: where a successful login or
 * new password leads; `doneText`: what a form that stays says instead
 * (`{email}` is replaced by the typed address).
 */
import type { ValidationKey } from '@immo/domain';
import { useActionState, useCallback, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { FieldRegistry, FormKitContext, focusFieldAfterRender, type FormKitContextValue } from '@/components/forms/form-kit-context';
import { flattenErrors, nestErrors } from '@/components/forms/flatten-errors';
import styles from '@/components/forms/Forms.module.css';
import { readOwnerAnswer, throttledText, type OwnerAnswer } from '@/lib/owner/owner-answer';
import { ownerFetch } from '@/lib/owner/owner-client';
import { ownerFormEndpoints, type OwnerFormKind } from '@/lib/owner/owner-form-kind';
import { lazyResolver, usePreloadOnEntry } from '@/lib/forms/lazy-resolver';
import { INITIAL_OWNER_FORM_STATE, type OwnerFormState } from '@/lib/owner/owner-form-state';
import type { OwnerFormTexts } from '@/lib/owner/owner-form-texts';

export interface OwnerFormProps {
  kind: OwnerFormKind;
  /** submitOwnerForm bound to the kind, locale and hidden values: the no-JS path. */
  action: (state: OwnerFormState, formData: FormData) => Promise<OwnerFormState>;
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

export function OwnerForm({ kind, action, texts, submitLabel, children, hidden = NO_HIDDEN, doneHref, doneText, loginPath, labelledBy }: OwnerFormProps) {
  // Without JavaScript the action's answer re-renders this page: its address, errors and message are where the form starts.
  const [state, formAction] = useActionState(action, INITIAL_OWNER_FORM_STATE);
  const serverErrors = useMemo(() => (Object.keys(state.errors).length > 0 ? (nestErrors(state.errors) as FieldErrors) : undefined), [state.errors]);
  const schema = useMemo(() => lazyResolver(() => import('@/lib/owner/owner-resolver').then((module) => module.ownerResolver(kind, hidden))), [kind, hidden]);
  const form = useForm({
    resolver: schema.resolver,
    defaultValues: state.email === null ? undefined : { email: state.email },
    errors: serverErrors,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const formRef = usePreloadOnEntry(schema);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<OwnerAnswer | null>(state.problem ? { kind: 'problem', problem: state.problem, waitMinutes: state.waitMinutes } : null);
  const [doneFor, setDoneFor] = useState<string | null>(state.done ? (state.email ?? '') : null);
  const [registry] = useState(() => new FieldRegistry(state.errors));
  const provideCaptcha = useCallback(() => undefined, []);
  const kit = useMemo<FormKitContextValue>(
    () => ({ texts: texts.kit, registry, initialValue: (name) => (name === 'email' ? (state.email ?? undefined) : undefined), provideCaptcha, attempt: 0 }),
    [texts.kit, registry, provideCaptcha, state.email],
  );

  const send = form.handleSubmit(async (values) => {
    setSending(true);
    setAnswer(null);
    setDoneFor(null);
    const { path, method } = ownerFormEndpoints[kind];
    const init = { method, body: JSON.stringify({ ...values, ...hidden }) };
    let read: OwnerAnswer;
    try {
      const response = loginPath ? await ownerFetch(path, init, loginPath) : await fetch(path, { ...init, headers: { 'content-type': 'application/json', accept: 'application/json' } });
      read = readOwnerAnswer(response.status, await response.json().catch(() => null), response.headers.get('retry-after'));
    } catch {
      read = { kind: 'problem', problem: 'failed' };
    }
    if (read.kind === 'done' && doneHref) {
      window.location.assign(doneHref);
      return;
    }
    if (read.kind === 'done') {
      setDoneFor(typeof values['email'] === 'string' ? values['email'] : '');
      // A changed password is not left in the boxes.
      if (kind === 'change') form.reset();
    } else if (read.kind === 'invalid') {
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
        <form ref={formRef} action={formAction} onSubmit={(event) => void send(event)} noValidate className={styles.form} aria-labelledby={labelledBy}>
          <fieldset disabled={sending} className={styles.body}>
            {children}
            <ErrorSummary title={texts.kit.validation.checkRedFields} errors={errors} registry={registry} messages={texts.kit.validation} />
            <div role="alert" className={problem ? styles.problem : styles.alertSlot}>
              {problem ? (
                <p className={styles.problemLine}>
                  {problem.problem === 'throttled' ? throttledText(texts.throttled, problem.waitMinutes ?? 1) : texts.problems[problem.problem]}
                  {problem.problem === 'linkInvalid' ? (
                    <>
                      {' '}
                      <a href={texts.requestNew.href}>{texts.requestNew.label}</a>
                    </>
                  ) : null}
                </p>
              ) : null}
            </div>
            <button type="submit" className={styles.submit}>
              {sending ? texts.kit.sending : submitLabel}
            </button>
          </fieldset>
          <p role="status" className={doneFor !== null && doneText ? styles.outcome : styles.alertSlot}>
            {doneFor !== null && doneText ? doneText.replace('{email}', doneFor) : null}
          </p>
        </form>
      </FormProvider>
    </FormKitContext.Provider>
  );
}

