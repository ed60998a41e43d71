import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OwnerEntity } from './owner.entity';

export const ownerCommunicationChannels = ['email', 'phone', 'letter', 'meeting'] as const;
export type OwnerCommunicationChannel = (typeof ownerCommunicationChannels)[number];

/** A message between the agency and the owner about a property: the portal's communications. */
@Entity('owner_communications')
@Index('IDX_owner_communications_owner_date', ['ownerId', 'date'])
export class OwnerCommunicationEntity {
  /** The CRM's ID of the communication. */
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ name: 'property_id', type: 'integer', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'timestamptz' })
  date!: Date;

  @Column({ type: 'text' })
  channel!: OwnerCommunicationChannel;

  @Column({ type: 'text', nullable: true })
  subject!: string | null;

  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true })
  body!: string | null;

  @ManyToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: OwnerEntity;
}
