import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OperatorAccountEntity } from './operator-account.entity';

/** The audit: who did what, to what, when and from which network (logins and refused ones included). */
@Entity('operator_actions')
@Index('IDX_operator_actions_at', ['at'])
@Index('IDX_operator_actions_operator_id', ['operatorId'])
export class OperatorActionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_operator_actions' })
  id!: string;

  /** Null for a failed login whose e-mail is no operator's. */
  @Column({ name: 'operator_id', type: 'integer', nullable: true })
  operatorId!: number | null;

  @ManyToOne(() => OperatorAccountEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'operator_id', foreignKeyConstraintName: 'FK_operator_actions_operator' })
  operator?: OperatorAccountEntity;

  /** A dotted name: `login`, `login.failed`, `sync.start`… */
  @Column({ type: 'text' })
  action!: string;

  /** What it acted on (a run id, a queue, the e-mail tried), when anything. */
  @Column({ type: 'text', nullable: true })
  target!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: Record<string, unknown>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  /** The client's network as the rate limits count it (IPv6 /64), not the full address. */
  @Column({ name: 'client_network', type: 'text' })
  clientNetwork!: string;
}
