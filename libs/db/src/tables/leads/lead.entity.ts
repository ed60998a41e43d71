import type { FormKind, LeadState, Locale, SpamReason } from '@immo/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/**
 * One form submission, stored before anything is queued (docs/decisions.md,
 * "Every form submission is stored"). `fields` are the form's fields as its
 * schema validated them; the retention job deletes the row, its outbox rows
 * and its uploads after LEAD_RETENTION_DAYS.
 */
@Entity('leads')
@Check('CHK_leads_state', `"state" IN ('received', 'quarantined')`)
@Check('CHK_leads_email_lower_case', `"email" = lower("email")`)
// The per-address limit counts an address's leads of one kind in the last hour.
@Index('IDX_leads_email_kind_created_at', ['email', 'kind', 'createdAt'])
@Index('IDX_leads_created_at', ['createdAt'])
export class LeadEntity {
  /** Made by the BFF (randomUUID), so a mail's Message-ID can name it before the INSERT. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_leads' })
  id!: string;

  @Column({ type: 'text' })
  kind!: FormKind;

  @Column({ type: 'text' })
  state!: LeadState;

  @Column({ type: 'text' })
  locale!: Locale;

  @Column({ name: 'property_id', type: 'integer', nullable: true })
  propertyId!: number | null;

  @Column({ name: 'project_id', type: 'integer', nullable: true })
  projectId!: number | null;

  /** The visitor's address, lower-cased; null for a form without one. */
  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** `object`, not a record of unknown: TypeORM's insert types cannot take `unknown` values. */
  @Column({ type: 'jsonb' })
  fields!: object;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  utm!: Partial<Record<string, string>>;

  /** The site path the form was sent from. */
  @Column({ type: 'text', nullable: true })
  page!: string | null;

  /** The visitor's network (visitorNetwork: an IPv4 address or an IPv6 /64), for an operator judging spam. */
  @Column({ name: 'client_network', type: 'text' })
  clientNetwork!: string;

  /** The network abuse budgets count (budgetNetwork: an IPv4 address, an IPv6 /48): open visit bookings, friends' mails. Null before issue 23. */
  @Column({ name: 'budget_network', type: 'text', nullable: true })
  budgetNetwork!: string | null;

  @Column({ name: 'spam_reason', type: 'text', nullable: true })
  spamReason!: SpamReason | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The agent an operator gave the lead to (one of the CRM's property managers, console-requests/). */
  @Column({ name: 'assigned_agent_email', type: 'text', nullable: true })
  assignedAgentEmail!: string | null;

  @Column({ name: 'assigned_agent_name', type: 'text', nullable: true })
  assignedAgentName!: string | null;

  /** When an operator gave the lead to an agent or to no one; until then its agent is the property's manager, whom its mail went to. */
  @Column({ name: 'agent_reassigned_at', type: 'timestamptz', nullable: true })
  agentReassignedAt!: Date | null;

  /** The lead of the same address this one repeats, as an operator marked it; kept, only flagged. */
  @Column({ name: 'duplicate_of', type: 'uuid', nullable: true })
  duplicateOf!: string | null;

  @ManyToOne(() => LeadEntity, { onDelete: 'SET NULL', nullable: true, createForeignKeyConstraints: true })
  @JoinColumn({ name: 'duplicate_of', foreignKeyConstraintName: 'FK_leads_duplicate_of' })
  original?: LeadEntity | null;

  /**
   * When its handler wrote its mails after an operator released it from
   * quarantine, or when it was received (set once an operator quarantines
   * it): null only for a lead held since it arrived, whose release runs its
   * handler. A received lead's submission leaves it null (the form's INSERT
   * does not name it): state 'received' says the same.
   */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt!: Date | null;

  /** The mails an operator stopped by sending the lead to quarantine (then 'discarded'); queued again on release. */
  @Column({ name: 'held_mails', type: 'uuid', array: true, default: () => "'{}'" })
  heldMails!: string[];
}
