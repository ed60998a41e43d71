import type { FormKind, MailDataInput, TOffer } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../../config/env';
import { PropertyFormsService } from '../../property-forms/property-forms.service';
import { agencyLeadMail, linkedMailProperty } from './default.handler';
import type { LeadHandler, LeadHandling, LeadSubmission } from './lead-handler';

/**
 * An offer to buy: only on a sale still on offer (FORM_NOT_AVAILABLE on a
 * rental, a sold or a withdrawn property). In Belgium an accepted offer is a
 * sale, so the bidder and the agency each receive a copy stamped with the
 * moment the offer was stored: 'offer-copy' to person A, 'lead-to-agency'
 * (Reply-To person A) to the agency. Person A's address is not verified, so
 * their copy holds the offer's amount, dates and financing, none of the
 * free text (names, addresses, place, conditions): ZOfferCopyMailDataSchema.
 */
@Injectable()
export class OfferHandler implements LeadHandler {
  readonly kinds: readonly FormKind[] = ['offer'];
  readonly readsOnly = true;

  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    private readonly propertyForms: PropertyFormsService,
  ) {}

  async handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling> {
    const { lead, property } = submission;
    await this.propertyForms.availableSubject('offer', lead.propertyId ?? 0, manager);
    const offer = submission.fields as TOffer;
    const copy: MailDataInput<'offer-copy'> = {
      receivedAt: lead.createdAt.toISOString(),
      leadId: lead.id,
      property: property ? linkedMailProperty(property, lead.locale, this.env.SITE_URL) : {},
      offer: {
        amount: offer.amount,
        startDate: offer.startDate,
        endDate: offer.endDate,
        validityDate: offer.validityDate,
        signDate: offer.signDate,
        ...(offer.financing ? { financing: offer.financing } : {}),
      },
    };
    return {
      mails: [
        { template: 'offer-copy', locale: lead.locale, to: offer.personA.email, data: copy, leadId: lead.id },
        agencyLeadMail(submission, this.env),
      ],
    };
  }
}
