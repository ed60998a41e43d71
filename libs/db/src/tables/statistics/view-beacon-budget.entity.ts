import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Beacons received from one network (its visitor hash of the day) in one
 * clock hour, the budget of `beaconVerdict` (@immo/domain). Rows of past hours
 * are deleted as the hours go by.
 */
@Entity('view_beacon_budgets')
export class ViewBeaconBudgetEntity {
  @PrimaryColumn({ name: 'visitor_hash', type: 'text' })
  visitorHash!: string;

  @PrimaryColumn({ type: 'timestamptz' })
  hour!: Date;

  @Column({ type: 'integer' })
  beacons!: number;
}
