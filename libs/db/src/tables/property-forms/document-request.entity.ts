import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { LeadEntity } from '../leads/lead.entity';

/**
 * A property's documents sent to one address. The unique index answers a
 * second request 'already requested' even when two arrive at once; deleted
 * with its lead (retention), after which the address may ask again.
 */
@Entity('document_requests')
@Check('CHK_document_requests_email_lower_case', `"email" = lower("email")`)
@Index('UQ_document_requests_property_email', ['propertyId', 'email'], { unique: true })
export class DocumentRequestEntity {
  @PrimaryColumn({ name: 'lead_id', type: 'uuid', primaryKeyConstraintName: 'PK_document_requests' })
  leadId!: string;

  @ManyToOne(() => LeadEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id', foreignKeyConstraintName: 'FK_document_requests_lead' })
  lead?: LeadEntity;

  @Column({ name: 'property_id', type: 'integer' })
  propertyId!: number;

  @Column({ type: 'text' })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
