'use client';
/**
 * FormShell: one visitor form, with or without JavaScript. Usage, in a page
 * (a server component):
 *
 *   import { formShellProps } from '@/lib/forms/form-shell-props';
 *   <FormShell {...await formShellProps('contact-demand', locale, '/contact-demand/')} submitLabel={t('submit')}
 *     defaultValues={{ propertyId: 12 }} hidden={{ propertyId: 12 }}>
 *     <ContactPersonFields locale={locale} />                        // title, names, e-mail, phone
 *     <TextField name="street" label={tForm('street')} required autoComplete="address-line1" />
 *     <ChoiceGroupField type="checkbox" name="timeSlots" legend=… options=… />
 *     <CaptchaField … />                                              // from ./captcha
 *   </FormShell>
 *
 * - Field names are the schema's paths (formSchemas[kind] in libs/domain),
 *   dotted when nested (`personA.zip`); a field component registers its label
 *   for the error summary and shows its own error. Fields: TextField,
 *   TextAreaField, SelectField, ChoiceGroupField (radio/checkbox), CheckboxField,
 *   and the server-side sets TitleField, TimeSlotsField, ContactPreferenceField,
 *   ContactPersonFields (texts resolved on the server, props only).
 * - With JavaScript: react-hook-form + zodResolver(formSchemas[kind]); Send
 *   posts JSON to /api/forms/{kind} with the envelope (locale, captcha,
 *   honeypot `website`, utm from session storage, page). 201 → the thank-you
 *   page (router.push) or, when the BFF names none, `outcomeText` in place;
 *   400 → each issue on its field; 429/503/anything else → the form's
 *   message ('Votre e-mail n'a pas été envoyé…'), every value kept.
 * - Without JavaScript: the same <form> posts to the bound server action
 *   (lib/forms/submit-form.ts), which answers 303 to the thank-you page or
 *   this page again with the errors and every value typed.
 * - Captcha (the captcha/ folder): call `useFormKit().provideCaptcha(() =>
 *   Promise<string>)` with a function giving the envelope's `captcha` string
 *   (encodeCaptchaAnswer); it is awaited at each Send. `useFormKit().attempt`
 *   grows after each answer of the BFF (an answer is spent once). Show the
 *   error with `useKitField('captcha', label)` (CAPTCHA_INVALID lands there).
 *   Without JavaScript post `captcha.token` + `captcha.text` (the typed
 *   challenge), or a ready `captcha` string.
 * - Other envelope-free extras: `hidden` renders hidden inputs (a property's id)
 *   that also travel with JavaScript; pass the same in `defaultValues`.
 */
import type { ValidationKey } from '@immo/domain';
import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { readFormAnswer, type FormOutcome, type FormProblem } from '@/lib/forms/form-answer';
import { dropEmpty } from '@/lib/forms/form-data';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { lazyResolver, usePreloadOnEntry } from '@/lib/forms/lazy-resolver';
import type { FormShellBaseProps } from '@/lib/forms/form-shell-props';
import { INITIAL_FORM_STATE } from '@/lib/forms/form-state';
import { receiptCookieAssignment, receiptCookieValue } from '@/lib/forms/sent-receipt';
import { thankYouHref } from '@/lib/forms/thank-you-subject';
import { storedUtm } from '@/lib/forms/utm';
import { ErrorSummary } from './ErrorSummary';
import { FieldRegistry, FormKitContext, focusFieldAfterRender, type FormKitContextValue } from './form-kit-context';
import { flattenErrors, nestErrors } from './flatten-errors';
import styles from './Forms.module.css';

export interface FormShellProps extends FormShellBaseProps {
  submitLabel: string;
  children: ReactNode;
  /** Values the form starts with (a property's id, a preset goal). */
  defaultValues?: Record<string, unknown>;
  /** Hidden inputs (name → value) sent with the form either way. */
  hidden?: Record<string, string | number>;
  /** Shown instead of the form when the BFF answers in place (no thank-you page); the kit's generic text otherwise. */
  outcomeText?: Partial<Record<FormOutcome, string>>;
  /** The form's accessible name (its heading's id). */
  labelledBy?: string;
}

function valueAt(values: Record<string, unknown> | null | undefined, name: string): unknown {
  let node: unknown = values;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function FormShell(props: FormShellProps) {
  const {
    kind,
    locale,
    action,
    permalink,
    texts,
    thankYouPaths,
    submitLabel,
    children,
    defaultValues,
    hidden,
    outcomeText,
    labelledBy,
  } = props;
  const router = useRouter();
  // Without JavaScript the action's answer re-renders this page: its values and errors are where the form starts.
  const [state, formAction] = useActionState(action, INITIAL_FORM_STATE, permalink);
  const startValues = useMemo(() => ({ ...defaultValues, ...(state.values ?? {}) }), [defaultValues, state.values]);
  const serverErrors = useMemo(
    () => (Object.keys(state.errors).length > 0 ? (nestErrors(state.errors) as FieldErrors) : undefined),
    [state.errors],
  );
  const schema = useMemo(
    () => lazyResolver(() => import('@/lib/forms/form-resolver').then((module) => module.formResolver(kind))),
    [kind],
  );
  const form = useForm({
    resolver: schema.resolver,
    defaultValues: startValues,
    errors: serverErrors,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const formRef = usePreloadOnEntry(schema);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(state.problem);
  const [outcome, setOutcome] = useState<FormOutcome | null>(state.outcome);
  const [attempt, setAttempt] = useState(0);
  const captcha = useRef<(() => Promise<string>) | null>(null);
  const [registry] = useState(() => new FieldRegistry(state.errors));
  const provideCaptcha = useCallback((answer: (() => Promise<string>) | null) => {
    captcha.current = answer;
  }, []);
  const kit = useMemo<FormKitContextValue>(
    () => ({ texts, registry, initialValue: (name) => valueAt(startValues, name), provideCaptcha, attempt }),
    [texts, registry, startValues, provideCaptcha, attempt],
  );

  const send = form.handleSubmit(async (values) => {
    setSending(true);
    setProblem(null);
    let answer;
    try {
      const captchaAnswer = captcha.current ? await captcha.current().catch(() => '') : '';
      const { [HONEYPOT_FIELD]: honeypot, ...fields } = values;
      const response = await fetch(`/api/forms/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          ...(dropEmpty({ ...fields, ...hidden }) as Record<string, unknown>),
          locale,
          captcha: captchaAnswer,
          ...(typeof honeypot === 'string' && honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
          utm: storedUtm(window.sessionStorage),
          page: window.location.pathname,
        }),
      });
      answer = readFormAnswer(response.status, await response.json().catch(() => null));
    } catch {
      // Offline, or the relay could not be reached: nothing was stored.
      answer = readFormAnswer(0, null);
    }
    setAttempt((count) => count + 1);
    if (answer.kind === 'accepted') {
      const path = answer.thankYouSlug ? thankYouPaths[answer.thankYouSlug] : undefined;
      if (path) {
        // What the form was about, for the thank-you page to show back (lib/forms/sent-receipt.ts).
        const receipt = receiptCookieValue(kind, values);
        if (receipt) document.cookie = receiptCookieAssignment(receipt, window.location.protocol === 'https:');
        router.push(thankYouHref(path, hidden));
        return;
      }
      setOutcome(answer.outcome);
    } else if (answer.kind === 'invalid') {
      const order = registry.names();
      const paths = Object.keys(answer.errors).sort((a, b) => rank(order, a) - rank(order, b));
      for (const path of paths) form.setError(path, { type: 'server', message: answer.errors[path] });
      const first = paths[0];
      if (first) focusFieldAfterRender(first);
    } else {
      setProblem(answer.problem);
    }
    setSending(false);
  });

  const errors: Record<string, ValidationKey> = flattenErrors(form.formState.errors);

  if (outcome) {
    return (
      <p role="status" className={styles.outcome}>
        {outcomeText?.[outcome] ?? texts.outcomes[outcome]}
      </p>
    );
  }

  return (
    <FormKitContext.Provider value={kit}>
      <FormProvider {...form}>
        <form
          ref={formRef}
          action={formAction}
          onSubmit={(event) => void send(event)}
          noValidate
          className={styles.form}
          aria-labelledby={labelledBy}
        >
          <p className={styles.hint}>{texts.requiredHint}</p>
          <input type="hidden" name="page" value={permalink} />
          {Object.entries(hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <fieldset disabled={sending} className={styles.body}>
            {children}
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="f-website">{texts.honeypot}</label>
              <input id="f-website" type="text" tabIndex={-1} autoComplete="off" {...form.register(HONEYPOT_FIELD)} />
            </div>
            <ErrorSummary
              title={texts.validation.checkRedFields}
              errors={errors}
              registry={registry}
              messages={texts.validation}
            />
            <div role="alert" className={problem ? styles.problem : styles.alertSlot}>
              {problemLines(problem, texts.problems).map((line) => (
                <p key={line} className={styles.problemLine}>
                  {line}
                </p>
              ))}
            </div>
            <p className={styles.privacy}>
              {texts.privacy.before}
              <a href={texts.privacy.href}>{texts.privacy.link}</a>
              {texts.privacy.after}
            </p>
            <button type="submit" className={styles.submit}>
              {sending ? texts.sending : submitLabel}
            </button>
          </fieldset>
        </form>
      </FormProvider>
    </FormKitContext.Provider>
  );
}

/**
 * The form's message: the spec's 'not sent, try again' whenever nothing was
 * stored, with the reason when waiting helps (too many sends); a form that no
 * longer fits its property says only that, since trying again cannot help.
 */
function problemLines(problem: FormProblem | null, problems: FormShellProps['texts']['problems']): string[] {
  if (problem === null) return [];
  if (problem === 'notAvailable') return [problems.notAvailable];
  return problem === 'rateLimited' ? [problems.sendFailed, problems.rateLimited] : [problems.sendFailed];
}

function rank(order: readonly string[], name: string): number {
  const at = order.indexOf(name);
  return at === -1 ? order.length : at;
}
