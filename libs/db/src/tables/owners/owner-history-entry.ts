import { Column, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OwnerEntity } from './owner.entity';

/**
 * What every entry of an owner's portal history shares (visits,
 * communications, online media): the CRM's id, the owner it belongs to (the
 * history goes with the owner) and the property it is about.
 */
export abstract class OwnerHistoryEntry {
  /** The CRM's ID of the entry. */
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ name: 'property_id', type: 'integer', nullable: true })
  propertyId!: number | null;

  @ManyToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: OwnerEntity;
}
