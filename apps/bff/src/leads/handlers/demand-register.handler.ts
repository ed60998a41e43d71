import { type FormKind, storedCriteriaOf, type TDemandRegister } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../../config/env';
import { DemandEntity } from '@immo/db';
import { newConfirmationToken } from '../../demands/subscription-tokens';
import { presentationNames } from '../presentation-names';
import { agencyLeadMail } from './default.handler';
import type { LeadHandler, LeadHandling, LeadSubmission } from './lead-handler';
import { subscriptionConfirmationMail } from './subscription-confirmation';

/**
 * "Keep me informed": the demand is stored unconfirmed and its owner gets a
 * 'confirm-subscription' mail (double opt-in); only a confirmed demand is
 * ever alerted. The agency gets the request like any lead; the visitor's
 * usual 'we received it' is replaced by the confirmation mail.
 */
@Injectable()
export class DemandRegisterHandler implements LeadHandler {
  readonly kinds: readonly FormKind[] = ['demand-register'];

  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  async handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling> {
    const fields = submission.fields as TDemandRegister;
    const { lead } = submission;
    const { token, hash } = newConfirmationToken();
    const demand = manager.create(DemandEntity, {
      id: randomUUID(),
      leadId: lead.id,
      email: fields.email,
      locale: lead.locale,
      title: fields.title,
      firstName: fields.firstName,
      lastName: fields.lastName,
      phone: fields.phone,
      ...storedCriteriaOf(fields),
      remark: fields.remark ?? null,
      frequency: fields.frequency,
      state: 'unconfirmed',
      confirmTokenHash: hash,
      confirmedAt: null,
      lastAlertAt: null,
    });
    await manager.insert(DemandEntity, demand);
    const confirmation = subscriptionConfirmationMail(this.env, {
      ref: { kind: 'demand', id: demand.id },
      locale: lead.locale,
      to: fields.email,
      token,
    });
    // The agent reads the types and communes by name ('Appartement', '9000 Gent'), not by the codes the form sends.
    const agencyMail = agencyLeadMail(submission, this.env);
    const names = await presentationNames(manager, [fields]);
    return {
      mails: [
        agencyMail.template === 'lead-to-agency' ? { ...agencyMail, data: { ...agencyMail.data, names } } : agencyMail,
        confirmation,
      ],
    };
  }
}
