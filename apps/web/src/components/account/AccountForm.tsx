'use client';
/**
 * AccountForm: a login, link or password form of the owner portal or the
 * console, in the form kit's look and with its fields (TextField,
 * PasswordField…), checked with the BFF's own schema (loaded when the person
 * enters the form) and sent by `send`; without JavaScript the same form posts
 * to `action` (a server action bound to the kind), whose answer re-renders
 * the page with the same errors and messages. Whatever goes wrong, everything
 * typed stays in place. `doneHref`: where success leads; `doneText`: what a
 * form that stays says instead (`{email}` is replaced by the typed address).
 */
import type { ValidationKey } from '@immo/domain';
import { useActionState, useCallback, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import {
  FieldRegistry,
  FormKitContext,
  focusFieldAfterRender,
  type FormKitContextValue,
} from '@/components/forms/form-kit-context';
import { flattenErrors, nestErrors } from '@/components/forms/flatten-errors';
import styles from '@/components/forms/Forms.module.css';
import { type AccountAnswer, throttledText } from '@/lib/account/account-answer';
import { type AccountFormState, INITIAL_ACCOUNT_FORM_STATE } from '@/lib/account/account-form-state';
import type { AccountFormTexts } from '@/lib/account/account-form-texts';
import { lazyResolver, usePreloadOnEntry } from '@/lib/forms/lazy-resolver';

export interface AccountFormProps<P extends string> {
  action: (state: AccountFormState<P>, formData: FormData) => Promise<AccountFormState<P>>;
  /** Loads the browser's check; keep it stable (useCallback). */
  loadResolver: () => Promise<Resolver>;
  /** Sends what was typed and reads the answer. */
  send: (values: Record<string, unknown>) => Promise<AccountAnswer<P>>;
  texts: AccountFormTexts<P>;
  submitLabel: string;
  children: ReactNode;
  doneHref?: string;
  doneText?: string;
  /** Empty the boxes on success (a changed password is not left in them). */
  clearOnDone?: boolean;
  /** Shown after a problem's message (a link to ask for a new one). */
  problemExtra?: Partial<Record<P, ReactNode>>;
  labelledBy?: string;
}

export function AccountForm<P extends string>({
  action,
  loadResolver,
  send,
  texts,
  submitLabel,
  children,
  doneHref,
  doneText,
  clearOnDone,
  problemExtra,
  labelledBy,
}: AccountFormProps<P>) {
  // Without JavaScript the action's answer re-renders this page: its address, errors and message are where the form starts.
  const [state, formAction] = useActionState(action, INITIAL_ACCOUNT_FORM_STATE as AccountFormState<P>);
  const serverErrors = useMemo(
    () => (Object.keys(state.errors).length > 0 ? (nestErrors(state.errors) as FieldErrors) : undefined),
    [state.errors],
  );
  const schema = useMemo(() => lazyResolver(loadResolver), [loadResolver]);
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
  const [answer, setAnswer] = useState<AccountAnswer<P> | null>(
    state.problem ? { kind: 'problem', problem: state.problem, waitMinutes: state.waitMinutes } : null,
  );
  const [doneFor, setDoneFor] = useState<string | null>(state.done ? (state.email ?? '') : null);
  const [registry] = useState(() => new FieldRegistry(state.errors));
  const provideCaptcha = useCallback(() => undefined, []);
  const kit = useMemo<FormKitContextValue>(
    () => ({
      texts: texts.kit,
      registry,
      initialValue: (name) => (name === 'email' ? (state.email ?? undefined) : undefined),
      provideCaptcha,
      attempt: 0,
    }),
    [texts.kit, registry, provideCaptcha, state.email],
  );

  const submit = form.handleSubmit(async (values) => {
    setSending(true);
    setAnswer(null);
    setDoneFor(null);
    const read = await send(values).catch((): AccountAnswer<P> => ({ kind: 'problem', problem: 'failed' }));
    if (read.kind === 'done' && doneHref) {
      window.location.assign(doneHref);
      return;
    }
    if (read.kind === 'done') {
      setDoneFor(typeof values['email'] === 'string' ? values['email'] : '');
      if (clearOnDone) form.reset();
    } else if (read.kind === 'invalid') {
      const names = Object.keys(read.errors);
      for (const name of names) form.setError(name, { type: 'server', message: read.errors[name] });
      if (names[0]) focusFieldAfterRender(names[0]);
    }
    setAnswer(read);
    setSending(false);
  });

  const errors: Record<string, ValidationKey> = flattenErrors(form.formState.errors);
  const problem = answer?.kind === 'problem' ? answer.problem : null;

  return (
    <FormKitContext.Provider value={kit}>
      <FormProvider {...form}>
        <form
          ref={formRef}
          action={formAction}
          onSubmit={(event) => void submit(event)}
          noValidate
          className={styles.form}
          aria-labelledby={labelledBy}
        >
          <fieldset disabled={sending} className={styles.body}>
            {children}
            <ErrorSummary
              title={texts.kit.validation.checkRedFields}
              errors={errors}
              registry={registry}
              messages={texts.kit.validation}
            />
            <div role="alert" className={problem ? styles.problem : styles.alertSlot}>
              {problem ? (
                <p className={styles.problemLine}>
                  {problem === 'throttled'
                    ? throttledText(texts.throttled, answer?.kind === 'problem' ? (answer.waitMinutes ?? 1) : 1)
                    : texts.problems[problem]}
                  {problemExtra?.[problem as P] ? <> {problemExtra[problem as P]}</> : null}
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
