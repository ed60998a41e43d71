import { Column, Entity, PrimaryColumn } from 'typeorm';
import { numericTransformer } from '../numeric.transformer';

/**
 * Each listing as the demand alerts last saw it (live, visible price,
 * marquee): after an import the worker compares the catalogue with it to
 * find new listings, price drops and status changes, then updates it. Kept
 * apart from `properties` so the import stays unaware of alerts.
 */
@Entity('demand_listing_states')
export class DemandListingStateEntity {
  @PrimaryColumn({ name: 'property_id', type: 'integer', primaryKeyConstraintName: 'PK_demand_listing_states' })
  propertyId!: number;

  @Column({ type: 'boolean' })
  live!: boolean;

  @Column({
    name: 'published_price',
    type: 'numeric',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  publishedPrice!: number | null;

  @Column({ type: 'integer' })
  marquee!: number;

  @Column({ name: 'seen_at', type: 'timestamptz', default: () => 'now()' })
  seenAt!: Date;
}
