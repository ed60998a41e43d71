import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { LeadEntity } from '../leads/lead.entity';

/**
 * A file a visitor sent with a lead (a rent application's CV). Its bytes
 * are in UPLOAD_DIR under the row's id, never under the visitor's name;
 * the row goes with its lead, and the worker's upload sweep removes a file
 * whose row is gone, and an upload no lead claimed within the hour.
 */
@Entity('lead_uploads')
@Index('IDX_lead_uploads_lead_id', ['leadId'])
@Index('IDX_lead_uploads_budget_network', ['budgetNetwork', 'createdAt'])
@Index('IDX_lead_uploads_challenge_id', ['challengeId'])
export class LeadUploadEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_lead_uploads' })
  id!: string;

  /** Null between the upload and the rent application that names it. */
  @Column({ name: 'lead_id', type: 'uuid', nullable: true })
  leadId!: string | null;

  @ManyToOne(() => LeadEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'lead_id', foreignKeyConstraintName: 'FK_lead_uploads_lead' })
  lead?: LeadEntity;

  /** The name the visitor's file had, for the attachment (its extension set from the content). */
  @Column({ name: 'file_name', type: 'text' })
  fileName!: string;

  /** Read from the bytes (cvFileType), not from what the browser said. */
  @Column({ name: 'content_type', type: 'text' })
  contentType!: string;

  /** Announced while the file streams in (the place it holds in the budgets), then the file's own. */
  @Column({ type: 'integer' })
  size!: number;

  /** The network that sent it (budgetNetwork), for its hourly budget; null on uploads older than the budget. */
  @Column({ name: 'budget_network', type: 'text', nullable: true })
  budgetNetwork!: string | null;

  /** The captcha challenge it was sent under: only a lead answering that challenge claims it. */
  @Column({ name: 'challenge_id', type: 'text', nullable: true })
  challengeId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Null while the file streams in: the row only holds its place in the budgets. */
  @Column({ name: 'stored_at', type: 'timestamptz', nullable: true })
  storedAt!: Date | null;
}
