import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { numericTransformer } from '../numeric.transformer';

/**
 * One change of a property's published price, as an import saw it (issue 26,
 * docs/decisions.md "Price history"): what visitors could see before and after
 * (publishedPriceSql; null is "price on request" or a price a marquee
 * withholds). Written by the import's property upsert, in the run's
 * transaction; read by the BFF's detail page and cards. No foreign keys, like
 * `demand_listing_states`: the import and its tests truncate `properties` and
 * `sync_runs` on their own, and a withdrawn property keeps its row anyway.
 */
@Entity('property_price_changes')
@Index('IDX_property_price_changes_property', ['propertyId', 'changedAt'])
export class PropertyPriceChangeEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_property_price_changes' })
  id!: number;

  @Column({ name: 'property_id', type: 'integer' })
  propertyId!: number;

  @Column({
    name: 'old_price',
    type: 'numeric',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  oldPrice!: number | null;

  @Column({
    name: 'new_price',
    type: 'numeric',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  newPrice!: number | null;

  /** The CRM's change date of the record, else the run's time; never after the run. */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;

  @Column({ name: 'sync_run_id', type: 'integer' })
  syncRunId!: number;
}
