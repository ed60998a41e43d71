import type { FormKind } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../../config/env';
import { ProjectEntity } from '@immo/db';
import { LeadException } from '../lead.exception';
import { defaultLeadMails } from './default.handler';
import type { LeadHandler, LeadHandling, LeadSubmission } from './lead-handler';

/** A request about a construction project: refused for an unknown or withdrawn project, else mailed as any form. */
@Injectable()
export class ContactConstructionHandler implements LeadHandler {
  readonly kinds: readonly FormKind[] = ['contact-construction'];
  readonly readsOnly = true;

  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  async handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling> {
    const projectId = submission.lead.projectId;
    const project =
      projectId === null
        ? null
        : await manager.findOne(ProjectEntity, { where: { id: projectId }, select: { id: true, withdrawnAt: true } });
    if (!project || project.withdrawnAt !== null)
      throw new LeadException(`No live project ${projectId ?? '-'}`, 'FORM_NOT_AVAILABLE');
    return { mails: defaultLeadMails(submission, this.env) };
  }
}
