import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An edit saved but not yet published: the fields it changes, shown to
 * operators in preview (draft mode) and put live by publishing. One per row
 * edited; a second save merges into it.
 */
@Entity('site_config_drafts')
export class SiteConfigDraftEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_site_config_drafts' })
  entity!: string;

  @PrimaryColumn({ name: 'entity_key', type: 'text', primaryKeyConstraintName: 'PK_site_config_drafts' })
  entityKey!: string;

  @Column({ type: 'jsonb' })
  fields!: Record<string, unknown>;

  @Column({ name: 'operator_id', type: 'integer', nullable: true })
  operatorId!: number | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
