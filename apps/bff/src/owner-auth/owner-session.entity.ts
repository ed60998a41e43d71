import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OwnerEntity } from '../owners/owner.entity';

/**
 * One login: the access tokens name it (sid), the refresh token rotates in
 * it. A refresh token presented again after it was rotated means it was
 * copied: the session is revoked.
 */
@Entity('owner_sessions')
@Index('IDX_owner_sessions_owner_id', ['ownerId'])
export class OwnerSessionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_owner_sessions' })
  id!: string;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @ManyToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_owner_sessions_owner' })
  owner?: OwnerEntity;

  /** SHA-256 of the current refresh token. */
  @Column({ name: 'refresh_token_hash', type: 'text' })
  refreshTokenHash!: string;

  /** How many times the refresh token was rotated. */
  @Column({ type: 'integer', default: 0 })
  rotation!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz' })
  lastUsedAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
