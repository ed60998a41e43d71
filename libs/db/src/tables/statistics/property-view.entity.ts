import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One visit of a property page: at most one per property, visitor hash and
 * Brussels day (bots, repeats and beacons past the budget are never stored).
 * Written by the BFF; the sync-worker aggregates it nightly into
 * `property_daily_views`. No foreign key to `properties`: the
 * insert itself checks the property is live, and properties are never deleted.
 */
@Entity('property_views')
// One visit per (property, visitor hash, Brussels day of viewed_at): an
// expression index, written in the migration, that TypeORM cannot describe.
@Index('UQ_property_views_visit', { synchronize: false })
// Aggregating one day and counting today's live views read a time range.
@Index('IDX_property_views_viewed_at', ['viewedAt'])
export class PropertyViewEntity {
  /** bigint: pg returns it as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'property_id', type: 'integer' })
  propertyId!: number;

  /**
   * HMAC-SHA256 of the visitor's network (`visitorNetwork`) under the day's
   * salt (hex). Never the IP: once the salt is discarded the hash cannot be
   * traced back to anyone.
   */
  @Column({ name: 'visitor_hash', type: 'text' })
  visitorHash!: string;

  @Column({ name: 'viewed_at', type: 'timestamptz', default: () => 'now()' })
  viewedAt!: Date;
}
