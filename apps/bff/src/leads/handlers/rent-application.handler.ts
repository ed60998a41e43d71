import type { FormKind, TRentApplication } from '@immo/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../../config/env';
import { CvStorage } from '../../cv-uploads/cv-storage';
import { PropertyFormsService } from '../../property-forms/property-forms.service';
import { defaultLeadMails } from './default.handler';
import type { LeadHandler, LeadHandling, LeadSubmission } from './lead-handler';

/**
 * A rent application: only on a rental still on offer. The CV sent
 * beforehand (cvUploadId) under the same captcha challenge as the
 * application's answer becomes the lead's, in this transaction, and goes
 * to the agency as an attachment read from UPLOAD_DIR by the worker; it is
 * deleted with the lead.
 */
@Injectable()
export class RentApplicationHandler implements LeadHandler {
  readonly kinds: readonly FormKind[] = ['rent-application'];
  private readonly logger = new Logger(RentApplicationHandler.name);

  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    private readonly propertyForms: PropertyFormsService,
    private readonly cvStorage: CvStorage,
  ) {}

  async handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling> {
    const { lead } = submission;
    await this.propertyForms.availableSubject('rent-application', lead.propertyId ?? 0, manager);
    const fields = submission.fields as TRentApplication;
    const challengeId = submission.captcha?.challengeId;
    const cv =
      fields.cvUploadId === undefined || challengeId === undefined
        ? null
        : await this.cvStorage.claimForLead(manager, fields.cvUploadId, lead.id, challengeId);
    // An upload swept before the form was sent (hours later), named twice, or sent under another challenge: the application still counts.
    if (fields.cvUploadId !== undefined && cv === null)
      this.logger.warn(
        `Rent application ${lead.id}: CV ${fields.cvUploadId} not found among this form's pending uploads`,
      );
    const attachments = cv
      ? [{ filename: cv.fileName, path: this.cvStorage.pathOf(cv.id), contentType: cv.contentType }]
      : [];
    const mails = defaultLeadMails(submission, this.env).map((mail) =>
      mail.template === 'lead-to-agency' ? { ...mail, data: { ...mail.data, attachments } } : mail,
    );
    return { mails };
  }
}
