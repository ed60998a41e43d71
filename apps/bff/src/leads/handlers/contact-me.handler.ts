import type { FormKind } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../../config/env';
import { PropertyFormsService } from '../../property-forms/property-forms.service';
import { defaultLeadMails } from './default.handler';
import type { LeadHandler, LeadHandling, LeadSubmission } from './lead-handler';

/**
 * An information or visit request about a property: refused once the
 * property is withdrawn; otherwise the request to its manager (or the
 * agency) and the visitor's confirmation, as any form.
 */
@Injectable()
export class ContactMeHandler implements LeadHandler {
  readonly kinds: readonly FormKind[] = ['contact-me'];
  readonly readsOnly = true;

  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    private readonly propertyForms: PropertyFormsService,
  ) {}

  async handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling> {
    await this.propertyForms.availableSubject('contact-me', submission.lead.propertyId ?? 0, manager);
    return { mails: defaultLeadMails(submission, this.env) };
  }
}
