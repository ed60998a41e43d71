import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OwnerEntity } from './owner.entity';

/** Where one of the owner's properties is published online (portals such as Immoweb): the portal's online media. */
@Entity('owner_online_media')
@Index('IDX_owner_online_media_owner', ['ownerId'])
export class OwnerOnlineMediaEntity {
  /** The CRM's ID of the publication. */
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ name: 'property_id', type: 'integer', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'text' })
  portal!: string;

  @Column({ type: 'text' })
  url!: string;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @ManyToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: OwnerEntity;
}
