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
 * A refused lead is inserted and rolled back with the caller's transaction.
 */
/**
 * The lead's INSERT, and the same address's recent leads of its kind read in
 * the same statement (the CTE's snapshot does not hold the new row). One
 * round trip instead of two on every submission: on this path each round
 * trip to PostgreSQL costs more than the work around it (docs/benchmarks.md).
 */
const INSERT_LEAD_READING_RECENT = `
  WITH recent AS (SELECT created_at FROM leads WHERE email = $7 AND kind = $2 AND created_at > $14),
       added AS (
         INSERT INTO leads (id, kind, state, locale, property_id, project_id, email, fields, utm, page, client_network, spam_reason, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13))
  SELECT created_at FROM recent`;

@Injectable()
export class LeadRecorder {
  async record(manager: EntityManager, draft: LeadDraft, now: Date = new Date()): Promise<LeadEntity> {
    const email = draft.email?.trim().toLowerCase() || null;
    const lead = manager.create(LeadEntity, { ...draft, id: randomUUID(), email, createdAt: now });
    // Serialises one address's submissions, so the count below sees every committed one (taken before the statement's snapshot).
    if (email !== null) await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lead-email:${email}`]);
    const recent = (await manager.query(INSERT_LEAD_READING_RECENT, [
      lead.id,
      lead.kind,
      lead.state,
      lead.locale,
      lead.propertyId,
      lead.projectId,
      lead.email,
      JSON.stringify(lead.fields),
      JSON.stringify(lead.utm ?? {}),
      lead.page,
      lead.clientNetwork,
      lead.spamReason,
      now,
      new Date(now.getTime() - LEAD_EMAIL_WINDOW_MS),
    ])) as { created_at: Date }[];
    // Over the limit: the caller's transaction rolls the insert back.
    const wait = email === null ? 0 : emailRetryAfterSeconds(recent.map((row) => row.created_at), now);
    if (wait > 0) throw LeadException.rateLimited(wait, `At most ${LEADS_PER_EMAIL} requests of this kind an hour from one e-mail address.`);
    return lead;
  }
}
