'use client';
import { useActionState } from 'react';
import { unsubscribeByAddress, type SubscriptionActionState } from '@/lib/subscriptions/subscription-actions';
import formStyles from '@/components/forms/Forms.module.css';

export interface UnsubscribeByAddressTexts {
  email: string;
  emailInvalid: string;
  button: string;
  done: string;
  failed: string;
}

/** Leaving the newsletter without the mail's link: the address typed is mailed its link, one answer whatever it was. */
export function UnsubscribeByAddress({ texts }: { texts: UnsubscribeByAddressTexts }) {
  const [state, formAction, pending] = useActionState<SubscriptionActionState, FormData>(unsubscribeByAddress, {
    status: 'idle',
  });
  if (state.status === 'done') {
    return (
      <p role="status" className={formStyles.outcome}>
        {texts.done}
      </p>
    );
  }
  const invalid = state.status === 'invalid-email';
  const typed = state.status === 'invalid-email' || state.status === 'failed' ? state.email : undefined;
  return (
    <form action={formAction} className={formStyles.form} noValidate>
      <div className={`${formStyles.field} ${invalid ? formStyles.invalid : ''}`}>
        <label htmlFor="unsubscribe-email" className={formStyles.label}>
          {texts.email}
        </label>
        <input
          id="unsubscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={typed}
          className={formStyles.control}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'unsubscribe-email-error' : undefined}
          autoFocus={invalid}
        />
        {invalid ? (
          <p id="unsubscribe-email-error" className={formStyles.error}>
            {texts.emailInvalid}
          </p>
        ) : null}
      </div>
      <div role="alert" className={state.status === 'failed' ? formStyles.problem : formStyles.alertSlot}>
        {state.status === 'failed' ? texts.failed : null}
      </div>
      <button type="submit" className={formStyles.submit} disabled={pending}>
        {texts.button}
      </button>
    </form>
  );
}
