import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OperatorAccountEntity } from '../operators/operator-account.entity';

/**
 * The site configuration's change log: who changed what when, with the
 * changed fields as they were and as they became, so a change can be undone
 * (by a new change that puts `before` back, itself logged).
 */
@Entity('site_config_changes')
@Index('IDX_site_config_changes_created_at', ['createdAt'])
export class SiteConfigChangeEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_site_config_changes' })
  id!: string;

  /** Null once the operator's account is gone (accounts are disabled, not deleted, so rarely). */
  @Column({ name: 'operator_id', type: 'integer', nullable: true })
  operatorId!: number | null;

  @ManyToOne(() => OperatorAccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'operator_id', foreignKeyConstraintName: 'FK_site_config_changes_operator' })
  operator?: OperatorAccountEntity;

  /** 'settings' (site_settings) or 'menu-page' (menu_pages). */
  @Column({ type: 'text' })
  entity!: string;

  /** The row: '1' for the settings, the page's id. */
  @Column({ name: 'entity_key', type: 'text' })
  entityKey!: string;

  @Column({ type: 'jsonb' })
  before!: Record<string, unknown>;

  @Column({ type: 'jsonb' })
  after!: Record<string, unknown>;

  /** The change this one undid. */
  @Column({ name: 'undo_of', type: 'bigint', nullable: true })
  undoOf!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
