import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OwnerEntity } from '../owners/owner.entity';

/** One e-mailed link to set a password; only the SHA-256 of its token is kept. */
@Entity('owner_password_resets')
@Index('IDX_owner_password_resets_owner_id', ['ownerId'])
export class OwnerPasswordResetEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_owner_password_resets' })
  id!: string;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @ManyToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_owner_password_resets_owner' })
  owner?: OwnerEntity;

  @Index('UQ_owner_password_resets_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** Set when used, or when a newer link supersedes it. */
  @Column({ name: 'spent_at', type: 'timestamptz', nullable: true })
  spentAt!: Date | null;
}
