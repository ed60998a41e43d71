import type { FormKind, TNewsletter } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../../config/env';
import { newConfirmationToken } from '../../demands/subscription-tokens';
import { NewsletterSubscriptionEntity } from '@immo/db';
import type { LeadHandler, LeadHandling, LeadSubmission } from './lead-handler';
import { subscriptionConfirmationMail } from './subscription-confirmation';

/**
 * Newsletter sign-up: stored unconfirmed, confirmed from the mail (double
 * opt-in) like a demand. No mail to the agency: a sign-up asks nothing of it.
 */
@Injectable()
export class SignNewsletterHandler implements LeadHandler {
  readonly kinds: readonly FormKind[] = ['sign-newsletter'];

  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  async handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling> {
    const fields = submission.fields as TNewsletter;
    const { lead } = submission;
    const { token, hash } = newConfirmationToken();
    const id = randomUUID();
    await manager.insert(NewsletterSubscriptionEntity, {
      id,
      leadId: lead.id,
      email: fields.email,
      locale: lead.locale,
      firstName: fields.firstName ?? null,
      lastName: fields.lastName ?? null,
      state: 'unconfirmed',
      confirmTokenHash: hash,
      confirmedAt: null,
    });
    const confirmation = subscriptionConfirmationMail(this.env, {
      ref: { kind: 'newsletter', id },
      locale: lead.locale,
      to: fields.email,
      token,
    });
    return { mails: [confirmation] };
  }
}
