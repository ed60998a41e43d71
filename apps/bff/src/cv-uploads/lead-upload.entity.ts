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

  @Column({ type: 'integer' })
  size!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
