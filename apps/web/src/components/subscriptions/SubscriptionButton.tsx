'use client';
import { useActionState } from 'react';
import type { SubscriptionActionState, SubscriptionSubject } from '@/lib/subscriptions/subscription-actions';
import formStyles from '@/components/forms/Forms.module.css';

export interface SubscriptionButtonTexts {
  button: string;
  done: Record<SubscriptionSubject, string>;
  notFound: string;
  failed: string;
}

export interface SubscriptionButtonProps {
  action: (state: SubscriptionActionState, formData: FormData) => Promise<SubscriptionActionState>;
  token: string;
  texts: SubscriptionButtonTexts;
}

/**
 * One button that POSTs the link's token (confirm, or unsubscribe): works
 * without JavaScript (a server action), and says what happened in a status
 * message once done.
 */
export function SubscriptionButton({ action, token, texts }: SubscriptionButtonProps) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  if (state.status === 'done') {
    return (
      <p role="status" className={formStyles.outcome}>
        {texts.done[state.subject]}
      </p>
    );
  }
  if (state.status === 'not-found') {
    return (
      <p role="alert" className={formStyles.problem}>
        {texts.notFound}
      </p>
    );
  }
  return (
    <form action={formAction}>
      <input type="hidden" name="token" value={token} />
      <div role="alert" className={state.status === 'failed' ? formStyles.problem : formStyles.alertSlot}>
        {state.status === 'failed' ? texts.failed : null}
      </div>
      <button type="submit" className={formStyles.submit} disabled={pending}>
        {texts.button}
      </button>
    </form>
  );
}
