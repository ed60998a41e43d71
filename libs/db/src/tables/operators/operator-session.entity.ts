import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OperatorAccountEntity } from './operator-account.entity';

/**
 * One console login, named by an opaque cookie (`{id}.{secret}`, only the
 * secret's SHA-256 kept) and checked here on every request, so logout and a
 * disabled account take effect at once.
 */
@Entity('operator_sessions')
@Index('IDX_operator_sessions_operator_id', ['operatorId'])
export class OperatorSessionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_operator_sessions' })
  id!: string;

  @Column({ name: 'operator_id', type: 'integer' })
  operatorId!: number;

  @ManyToOne(() => OperatorAccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'operator_id', foreignKeyConstraintName: 'FK_operator_sessions_operator' })
  operator?: OperatorAccountEntity;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz' })
  lastUsedAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
