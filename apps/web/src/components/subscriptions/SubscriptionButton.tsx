'use client';
import { useActionState } from 'react';
import type { SubscriptionActionState, SubscriptionSubject } from '@/lib/subscriptions/subscription-actions';
import formStyles from '@/components/forms/Forms.module.css';
import pageStyles from '@/components/forms/FormPage.module.css';

export interface SubscriptionButtonTexts {
  /** The page's heading and introduction before the button is pressed. */
  title: string;
  intro?: string;
  /** The heading once done: the page says what happened, not what to press. */
  doneTitle: Record<SubscriptionSubject, string>;
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
 * The page's heading and one button that POSTs the link's token (confirm, or
 * unsubscribe): works without JavaScript (a server action), and once done
 * the heading and a status message say what happened; the "press the
 * button" introduction goes with the button. The heading lives here because
 * only this client part knows the action's answer (without JavaScript too,
 * where the server renders the page again with it).
 */
export function SubscriptionButton({ action, token, texts }: SubscriptionButtonProps) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  if (state.status === 'done') {
    return (
      <>
        <h1>{texts.doneTitle[state.subject]}</h1>
        <p role="status" className={formStyles.outcome}>
          {texts.done[state.subject]}
        </p>
      </>
    );
  }
  if (state.status === 'not-found') {
    return (
      <>
        <h1>{texts.title}</h1>
        <p role="alert" className={formStyles.problem}>
          {texts.notFound}
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{texts.title}</h1>
      {texts.intro ? <p className={pageStyles.intro}>{texts.intro}</p> : null}
      <form action={formAction}>
        <input type="hidden" name="token" value={token} />
        <div role="alert" className={state.status === 'failed' ? formStyles.problem : formStyles.alertSlot}>
          {state.status === 'failed' ? texts.failed : null}
        </div>
        <button type="submit" className={formStyles.submit} disabled={pending}>
          {texts.button}
        </button>
      </form>
    </>
  );
}
