import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OwnerEntity } from './owner.entity';

/**
 * Which properties an owner sees in the portal. No foreign key to
 * `properties`: an owner keeps seeing a property's history after it left the
 * site, and the CRM may name one the catalogue never received.
 */
@Entity('owner_properties')
export class OwnerPropertyEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @PrimaryColumn({ name: 'property_id', type: 'integer' })
  propertyId!: number;

  @ManyToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: OwnerEntity;
}
