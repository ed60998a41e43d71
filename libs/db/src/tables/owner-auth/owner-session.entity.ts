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

  /** The token the last rotation replaced: presented again within seconds, it lost a race (two tabs), not a theft. */
  @Column({ name: 'previous_refresh_token_hash', type: 'text', nullable: true })
  previousRefreshTokenHash!: string | null;

  /** How many times the refresh token was rotated. */
  @Column({ type: 'integer', default: 0 })
  rotation!: number;

  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz' })
  lastUsedAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
