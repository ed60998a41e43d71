'use client';
/**
 * SiteForm: one of the site configuration editor's forms (the settings, the
 * visit hours, a menu page) in the form kit's look, with two ways out: save
 * as a draft (seen in the preview only) or publish. Checked in the browser
 * with the shared schema first; then, with or without JavaScript, the same
 * FormData goes to the server action `action`, which answers with the
 * errors (everything typed kept) or a 303 back with the outcome.
 */
import { startTransition, useActionState, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import type { ValidationKey } from '@immo/domain';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import {
  FieldRegistry,
  FormKitContext,
  focusFieldAfterRender,
  type FormKitContextValue,
} from '@/components/forms/form-kit-context';
import { flattenErrors, nestErrors } from '@/components/forms/flatten-errors';
import styles from '@/components/forms/Forms.module.css';
import { siteFormResolver } from '@/lib/console/site/site-form-resolver';
import {
  INITIAL_SITE_FORM_STATE,
  type SiteFormKind,
  type SiteFormState,
  type SiteFormTexts,
} from '@/lib/console/site/site-form-kind';
import siteStyles from './SiteEditor.module.css';

export interface SiteFormProps {
  kind: SiteFormKind;
  action: (state: SiteFormState, formData: FormData) => Promise<SiteFormState>;
  /** The stored values (a waiting draft's first), by field name. */
  stored: Readonly<Record<string, string | boolean>>;
  texts: SiteFormTexts;
  labelledBy?: string;
  children: ReactNode;
}

const NOOP = () => undefined;

export function SiteForm({ kind, action, stored, texts, labelledBy, children }: SiteFormProps) {
  const [state, formAction, pending] = useActionState(action, INITIAL_SITE_FORM_STATE);
  const serverErrors = useMemo(
    () =>
      Object.keys(state.errors).length > 0
        ? (nestErrors(state.errors as Record<string, ValidationKey>) as FieldErrors)
        : undefined,
    [state.errors],
  );
  const resolver = useMemo(() => siteFormResolver(kind), [kind]);
  const form = useForm({
    resolver,
    errors: serverErrors,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [registry] = useState(() => new FieldRegistry(state.errors as Record<string, ValidationKey>));
  // What the fields start from: what was typed when the server refused it, else what is stored (an unticked box is not posted).
  const initialValue = useMemo(
    () => (state.values ? (name: string) => state.values?.[name] ?? '' : (name: string) => stored[name]),
    [state.values, stored],
  );
  const kit = useMemo<FormKitContextValue>(
    () => ({ texts: texts.kit, registry, initialValue, provideCaptcha: NOOP, attempt: 0 }),
    [texts.kit, registry, initialValue],
  );
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void form.handleSubmit(
      () => {
        if (!formRef.current) return;
        const data = new FormData(formRef.current);
        data.set('intent', submitter instanceof HTMLButtonElement ? submitter.value : 'draft');
        startTransition(() => formAction(data));
      },
      (errors) => {
        const first = Object.keys(flattenErrors(errors))[0];
        if (first) focusFieldAfterRender(first);
      },
    )(event);
  };

  const errors = flattenErrors(form.formState.errors);
  return (
    <FormKitContext.Provider value={kit}>
      <FormProvider {...form}>
        <form
          ref={formRef}
          action={formAction}
          onSubmit={onSubmit}
          noValidate
          className={styles.form}
          aria-labelledby={labelledBy}
        >
          <fieldset disabled={pending} className={styles.body}>
            {children}
            <ErrorSummary
              title={texts.kit.validation.checkRedFields}
              errors={errors}
              registry={registry}
              messages={texts.kit.validation}
            />
            <div role="alert" className={state.problem ? styles.problem : styles.alertSlot}>
              {state.problem ? <p className={styles.problemLine}>{texts.failed}</p> : null}
            </div>
            <div className={siteStyles.actions}>
              <button type="submit" name="intent" value="draft" className={styles.submit}>
                {pending ? texts.kit.sending : texts.saveDraft}
              </button>
              <button type="submit" name="intent" value="publish" className={styles.submit}>
                {texts.publish}
              </button>
            </div>
          </fieldset>
        </form>
      </FormProvider>
    </FormKitContext.Provider>
  );
}
