import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { OwnerEntity } from '../owners/owner.entity';

/**
 * What an owner chose in the portal. Kept apart from `owners`, which the
 * import rewrites; no row means the defaults (weekly report on).
 */
@Entity('owner_preferences')
export class OwnerPreferenceEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'integer', primaryKeyConstraintName: 'PK_owner_preferences' })
  ownerId!: number;

  @OneToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_owner_preferences_owner' })
  owner?: OwnerEntity;

  @Column({ name: 'weekly_report', type: 'boolean', default: true })
  weeklyReport!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
