import type { FormKind, TTestimonial } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../../config/env';
import { TestimonialEntity } from '@immo/db';
import { agencyLeadMail } from './default.handler';
import type { LeadHandler, LeadHandling, LeadSubmission } from './lead-handler';

/**
 * A testimonial waits, 'pending', for an operator to publish it (issue 15's
 * console); the agency is mailed so someone looks. The form answers in
 * place ('received': the spec's success message), no thank-you page.
 */
@Injectable()
export class TestimonialHandler implements LeadHandler {
  readonly kinds: readonly FormKind[] = ['testimonial'];

  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  async handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling> {
    const fields = submission.fields as TTestimonial;
    await manager.insert(TestimonialEntity, {
      id: randomUUID(),
      leadId: submission.lead.id,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      city: fields.city ?? null,
      rating: fields.rating ?? null,
      text: fields.text,
      locale: submission.lead.locale,
      state: 'pending',
      publishedAt: null,
    });
    return { mails: [agencyLeadMail(submission, this.env)], outcome: 'received' };
  }
}
