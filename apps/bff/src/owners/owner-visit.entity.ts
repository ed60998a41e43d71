import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OwnerEntity } from './owner.entity';

export const ownerVisitStatuses = ['planned', 'done', 'cancelled'] as const;
export type OwnerVisitStatus = (typeof ownerVisitStatuses)[number];

/** A visit of one of the owner's properties: the portal's visits calendar. */
@Entity('owner_visits')
@Index('IDX_owner_visits_owner_date', ['ownerId', 'date'])
export class OwnerVisitEntity {
  /** The CRM's ID of the visit. */
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ name: 'property_id', type: 'integer', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'timestamptz' })
  date!: Date;

  @Column({ type: 'text' })
  status!: OwnerVisitStatus;

  @Column({ type: 'text', nullable: true })
  remark!: string | null;

  @ManyToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: OwnerEntity;
}
