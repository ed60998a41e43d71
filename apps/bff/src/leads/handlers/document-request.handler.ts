import type { FormKind, MailDataInput, TDocumentRequest } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../../config/env';
import { PropertyFormsService } from '../../property-forms/property-forms.service';
import { agencyLeadMail, defaultLeadMails, linkedMailProperty } from './default.handler';
import type { LeadHandler, LeadHandling, LeadSubmission } from './lead-handler';

/**
 * The property's documents, mailed to the visitor (spec §4). A second
 * request by the same address for the same property sends nothing and
 * answers 'already-requested': the unique index of document_requests
 * decides, so two requests at once cannot both send. A property without
 * documents online makes an ordinary request to the agency instead.
 */
@Injectable()
export class DocumentRequestHandler implements LeadHandler {
  readonly kinds: readonly FormKind[] = ['document-request'];

  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    private readonly propertyForms: PropertyFormsService,
  ) {}

  async handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling> {
    const { lead } = submission;
    const subject = await this.propertyForms.availableSubject('document-request', lead.propertyId ?? 0, manager);
    const fields = submission.fields as TDocumentRequest;
    if (subject.documents.length === 0) return { mails: defaultLeadMails(submission, this.env), outcome: 'received' };
    const first = await this.propertyForms.recordDocumentRequest(manager, lead.id, subject.id, fields.email);
    if (!first) return { mails: [], outcome: 'already-requested' };
    const property = submission.property;
    const data: MailDataInput<'property-documents'> = {
      property: property ? linkedMailProperty(property, lead.locale, this.env.SITE_URL) : {},
      documents: subject.documents.slice(0, 20).map((document) => ({ name: document.name, url: document.url })),
    };
    return {
      mails: [
        { template: 'property-documents', locale: lead.locale, to: fields.email, data, leadId: lead.id },
        agencyLeadMail(submission, this.env),
      ],
      outcome: 'sent',
    };
  }
}
