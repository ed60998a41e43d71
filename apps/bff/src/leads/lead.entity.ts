import type { FormKind, LeadState, Locale, SpamReason } from '@immo/domain';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

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

  @Column({ name: 'spam_reason', type: 'text', nullable: true })
  spamReason!: SpamReason | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
