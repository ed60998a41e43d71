import type { Locale, SubscriptionRef } from '@immo/domain';
import type { BffEnv } from '../../config/env';
import { confirmUrl, unsubscribeUrl } from '../../demands/subscription-links';
import type { MailDraft } from '../outbox-writer';

export interface SubscriptionConfirmation {
  /** The demand or newsletter sign-up just stored unconfirmed. */
  ref: SubscriptionRef;
  locale: Locale;
  to: string;
  /** The raw confirmation token (only its hash is stored). */
  token: string;
}

/**
 * The double opt-in mail of a demand or a newsletter sign-up: its link
 * confirms, its List-Unsubscribe lets whoever did not ask say so at once.
 * It greets no one by name: whoever typed the address chose the name.
 */
export function subscriptionConfirmationMail(
  env: Pick<BffEnv, 'SITE_URL' | 'SUBSCRIPTION_TOKEN_SECRET'>,
  input: SubscriptionConfirmation,
): MailDraft {
  return {
    template: 'confirm-subscription',
    locale: input.locale,
    to: input.to,
    data: {
      subject: input.ref.kind,
      confirmUrl: confirmUrl(env.SITE_URL, input.locale, input.token),
      unsubscribeUrl: unsubscribeUrl(env.SITE_URL, input.ref, env.SUBSCRIPTION_TOKEN_SECRET),
    },
    // Not the lead's: leads are deleted after their retention period, the confirmation must still leave.
    leadId: null,
  };
}
