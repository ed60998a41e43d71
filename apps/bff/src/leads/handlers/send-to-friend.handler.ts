import type { FormKind, MailDataInput, TSendToFriend } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../../config/env';
import { PropertyFormsService } from '../../property-forms/property-forms.service';
import { LeadException } from '../lead.exception';
import { linkedMailProperty } from './default.handler';
import type { LeadHandler, LeadHandling, LeadSubmission } from './lead-handler';

/**
 * A property's link to a friend, in the sender's language. It must not be
 * a way to mail strangers: SEND_TO_FRIEND_PER_HOUR per client network
 * (budgetNetwork, counted in PostgreSQL), no link or domain name but the
 * property's (the schema refuses them in what the sender types: the name,
 * the friend's name, the message; contains-link.ts), and the sender's
 * address never shown: no Reply-To, only their name. No confirmation goes
 * to the sender.
 */
@Injectable()
export class SendToFriendHandler implements LeadHandler {
  readonly kinds: readonly FormKind[] = ['send-to-friend'];

  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    private readonly propertyForms: PropertyFormsService,
  ) {}

  async handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling> {
    const { lead, property } = submission;
    await this.propertyForms.availableSubject('send-to-friend', lead.propertyId ?? 0, manager);
    if (!property) throw new LeadException('No property to send', 'FORM_NOT_AVAILABLE');
    await this.propertyForms.recordFriendSend(manager, lead.id, lead.budgetNetwork ?? lead.clientNetwork);
    const fields = submission.fields as TSendToFriend;
    const data: MailDataInput<'send-to-friend'> = {
      senderName: fields.name,
      ...(fields.friendName ? { friendName: fields.friendName } : {}),
      ...(fields.message ? { message: fields.message } : {}),
      property: linkedMailProperty(property, lead.locale, this.env.SITE_URL),
    };
    return {
      mails: [
        {
          template: 'send-to-friend',
          locale: lead.locale,
          to: fields.friendEmail,
          replyTo: null,
          data,
          leadId: lead.id,
        },
      ],
    };
  }
}
