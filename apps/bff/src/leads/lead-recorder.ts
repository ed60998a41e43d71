import { emailRetryAfterSeconds, type FormKind, LEAD_EMAIL_WINDOW_MS, LEADS_PER_EMAIL, type LeadState, type Locale, type SpamReason } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { LeadEntity } from './lead.entity';
import { LeadException } from './lead.exception';

/** A lead as a feature hands it over; the recorder adds its id and time. */
export interface LeadDraft {
  kind: FormKind;
  state: LeadState;
  locale: Locale;
  propertyId: number | null;
  projectId: number | null;
  /** The visitor's address (any case: it is stored lower-cased); null for a form without one. */
  email: string | null;
  fields: Record<string, unknown>;
  utm: Partial<Record<string, string>>;
  page: string | null;
  /** visitorNetwork(request.ip). */
  clientNetwork: string;
  spamReason: SpamReason | null;
}

/**
 * Stores a lead inside the caller's transaction, after the per-address limit
 * (LEADS_PER_EMAIL of one kind an hour). Usage from another feature's flow:
 *
 *   await dataSource.transaction(async (manager) => {
 *     const lead = await leadRecorder.record(manager, draft);   // may throw RATE_LIMITED (429)
 *     const ids = await outboxWriter.add(manager, [{ …, leadId: lead.id }]);
 *   });
 *
 * The count and the insert are serialised per address by a transaction-level
 * advisory lock, so simultaneous submissions cannot all slip under the limit.
 */
@Injectable()
export class LeadRecorder {
  async record(manager: EntityManager, draft: LeadDraft, now: Date = new Date()): Promise<LeadEntity> {
    const email = draft.email?.trim().toLowerCase() || null;
    if (email !== null) await this.checkEmailLimit(manager, email, draft.kind, now);
    const lead = manager.create(LeadEntity, { ...draft, id: randomUUID(), email, createdAt: now });
    await manager.insert(LeadEntity, lead);
    return lead;
  }

  private async checkEmailLimit(manager: EntityManager, email: string, kind: FormKind, now: Date): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lead-email:${email}`]);
    const rows = (await manager.query('SELECT created_at FROM leads WHERE email = $1 AND kind = $2 AND created_at > $3', [
      email,
      kind,
      new Date(now.getTime() - LEAD_EMAIL_WINDOW_MS),
    ])) as { created_at: Date }[];
    const wait = emailRetryAfterSeconds(
      rows.map((row) => row.created_at),
      now,
    );
    if (wait > 0) throw LeadException.rateLimited(wait, `At most ${LEADS_PER_EMAIL} requests of this kind an hour from one e-mail address.`);
  }
}
