import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Views of one property on one Brussels calendar day, recomputed from
 * `property_views` by the sync-worker's `statistics.aggregate` job (an upsert
 * of the whole day's count, so a re-run never adds twice). The BFF reads it.
 */
@Entity('property_daily_views')
export class PropertyDailyViewEntity {
  @PrimaryColumn({ name: 'property_id', type: 'integer' })
  propertyId!: number;

  /** `YYYY-MM-DD` in Europe/Brussels (pg returns a date column as that string). */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'integer' })
  views!: number;
}
