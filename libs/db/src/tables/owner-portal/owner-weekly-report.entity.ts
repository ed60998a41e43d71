import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MailOutboxEntity } from '../leads/mail-outbox.entity';
import { OwnerEntity } from '../owners/owner.entity';

/**
 * The weekly report each owner was sent, one per owner and week: the key
 * makes the worker's job safe to run twice (one mail). Written by the worker.
 */
@Entity('owner_weekly_reports')
export class OwnerWeeklyReportEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'integer', primaryKeyConstraintName: 'PK_owner_weekly_reports' })
  ownerId!: number;

  /** The Monday (Brussels) of the week the report tells about. */
  @PrimaryColumn({ name: 'week_start', type: 'date', primaryKeyConstraintName: 'PK_owner_weekly_reports' })
  weekStart!: string;

  @ManyToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_owner_weekly_reports_owner' })
  owner?: OwnerEntity;

  @Column({ name: 'outbox_id', type: 'uuid' })
  outboxId!: string;

  @ManyToOne(() => MailOutboxEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'outbox_id', foreignKeyConstraintName: 'FK_owner_weekly_reports_outbox' })
  outbox?: MailOutboxEntity;
}
