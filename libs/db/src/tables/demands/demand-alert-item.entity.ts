import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, JoinColumn, PrimaryColumn } from 'typeorm';
import { numericTransformer } from '../numeric.transformer';
import { DemandEntity } from './demand.entity';

/**
 * One listing event a demand was told of, or is waiting to be told of in its
 * digest. The key (demand, property, event, its key) makes the worker's
 * inserts idempotent: nothing is announced to the same demand twice.
 * Written by the worker; the table is the BFF's like every other.
 */
@Entity('demand_alert_items')
@Check('CHK_demand_alert_items_event', `"event" IN ('new', 'price-drop', 'status')`)
@Index('IDX_demand_alert_items_pending', ['demandId'], { where: `"outbox_id" IS NULL` })
export class DemandAlertItemEntity {
  @PrimaryColumn({ name: 'demand_id', type: 'uuid', primaryKeyConstraintName: 'PK_demand_alert_items' })
  demandId!: string;

  @PrimaryColumn({ name: 'property_id', type: 'integer', primaryKeyConstraintName: 'PK_demand_alert_items' })
  propertyId!: number;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_demand_alert_items' })
  event!: string;

  @PrimaryColumn({ name: 'event_key', type: 'text', primaryKeyConstraintName: 'PK_demand_alert_items' })
  eventKey!: string;

  @ManyToOne(() => DemandEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'demand_id', foreignKeyConstraintName: 'FK_demand_alert_items_demand' })
  demand?: DemandEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** A price drop's price before it (migration DemandAlertPreviousPrice1764430000001); null for other events. */
  @Column({
    name: 'previous_price',
    type: 'numeric',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  previousPrice!: number | null;

  /** The alert mail that carried it; null while it waits for the demand's digest. */
  @Column({ name: 'outbox_id', type: 'uuid', nullable: true })
  outboxId!: string | null;
}
