import type { Locale, MailTemplate, OutboxState } from '@immo/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { LeadEntity } from './lead.entity';

/**
 * One e-mail to send, written in the transaction that stores what it is
 * about (a lead, a subscription) and sent by the worker (apps/sync-worker,
 * mail/). `data` is the template's input (ids, names), never rendered text.
 * The row is the record: the queue only carries its id.
 */
@Entity('mail_outbox')
@Check('CHK_mail_outbox_state', `"state" IN ('queued', 'sent', 'retrying', 'dead', 'discarded')`)
// The relay's query: pending rows, oldest first.
@Index('IDX_mail_outbox_pending', ['createdAt'], { where: `"state" IN ('queued', 'retrying')` })
@Index('IDX_mail_outbox_lead_id', ['leadId'])
// The console's outbox, newest first, and its totals of the last days.
@Index('IDX_mail_outbox_created_at', ['createdAt'])
// The confirmation budget: the addresses one network was sent confirmations lately (insert_outbox_rows).
@Index('IDX_mail_outbox_budget_network', ['budgetNetwork', 'createdAt'], { where: `"budget_network" IS NOT NULL` })
export class MailOutboxEntity {
  /** Made by the BFF (randomUUID), so a mail's Message-ID can name it before the INSERT. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_mail_outbox' })
  id!: string;

  /** The lead the mail belongs to; null for mails of other flows (subscriptions). */
  @Column({ name: 'lead_id', type: 'uuid', nullable: true })
  leadId!: string | null;

  @ManyToOne(() => LeadEntity, { onDelete: 'CASCADE', nullable: true, createForeignKeyConstraints: true })
  @JoinColumn({ name: 'lead_id', foreignKeyConstraintName: 'FK_mail_outbox_lead' })
  lead?: LeadEntity | null;

  @Column({ type: 'text' })
  template!: MailTemplate;

  @Column({ type: 'text' })
  locale!: Locale;

  @Column({ name: 'to_address', type: 'text' })
  toAddress!: string;

  @Column({ name: 'reply_to', type: 'text', nullable: true })
  replyTo!: string | null;

  /** On a confirmation (a mail to an address a visitor typed): the network that asked for it (budgetNetwork), whose budget it spent. */
  @Column({ name: 'budget_network', type: 'text', nullable: true })
  budgetNetwork!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data!: object;

  @Column({ type: 'text', default: 'queued' })
  state!: OutboxState;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  /** Fixed at insert: every attempt sends this Message-ID. */
  @Index('UQ_mail_outbox_message_id', { unique: true })
  @Column({ name: 'message_id', type: 'text' })
  messageId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The sent message an operator resent as this new one (console, mail-outbox/); kept when that one is deleted. */
  @Column({ name: 'resent_from', type: 'uuid', nullable: true })
  resentFrom!: string | null;

  /** What the worker wrote at its last attempt (the subject, the HTML, the text), so the console shows the mail as it left; null before that. */
  @Column({ name: 'sent_subject', type: 'text', nullable: true })
  sentSubject!: string | null;

  // Read only where one message is opened: a page of the outbox does not carry 25 mails' bodies.
  @Column({ name: 'sent_html', type: 'text', nullable: true, select: false })
  sentHtml?: string | null;

  @Column({ name: 'sent_text', type: 'text', nullable: true, select: false })
  sentText?: string | null;

  @ManyToOne(() => MailOutboxEntity, { onDelete: 'SET NULL', nullable: true, createForeignKeyConstraints: true })
  @JoinColumn({ name: 'resent_from', foreignKeyConstraintName: 'FK_mail_outbox_resent_from' })
  original?: MailOutboxEntity | null;
}
