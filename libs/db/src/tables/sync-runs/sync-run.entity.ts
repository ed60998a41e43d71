import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OperatorAccountEntity } from '../operators/operator-account.entity';

export const syncRunStatuses = ['running', 'succeeded', 'failed', 'refused', 'skipped'] as const;
export type SyncRunStatus = (typeof syncRunStatuses)[number];

export interface SyncRejection {
  /** The record's ID as found in the export, null when it had none. */
  id: string | number | null;
  reason: string;
}

/** One import run, written by the sync-worker; operators read it here. */
@Entity('sync_runs')
@Check('CHK_sync_runs_status', `"status" IN ('running', 'succeeded', 'failed', 'refused', 'skipped')`)
@Index('IDX_sync_runs_started_at', ['startedAt'])
export class SyncRunEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The export folder or the CRM base URL. */
  @Column({ type: 'text' })
  source!: string;

  /** startup | schedule | operator (the queue contract in @immo/domain). */
  @Column({ type: 'text' })
  trigger!: string;

  /** A full import withdraws the live properties missing from the export. */
  @Column({ type: 'boolean', default: false })
  full!: boolean;

  @Column({ type: 'text' })
  status!: SyncRunStatus;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  created!: number;

  @Column({ type: 'integer', default: 0 })
  updated!: number;

  @Column({ type: 'integer', default: 0 })
  unchanged!: number;

  @Column({ type: 'integer', default: 0 })
  withdrawn!: number;

  /** Projects withdrawn (absent from a full export's project list, or listed as deleted). */
  @Column({ name: 'projects_withdrawn', type: 'integer', default: 0 })
  projectsWithdrawn!: number;

  @Column({ type: 'integer', default: 0 })
  rejected!: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  rejections!: SyncRejection[];

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason!: string | null;

  /**
   * Highest LastChangedDate (CRM local time, `YYYY-MM-DD HH:mm:ss`) the run
   * has applied; the next incremental run asks for what changed after it.
   */
  @Column({ type: 'text', nullable: true })
  watermark!: string | null;

  /** Records imported with a field cleared (e.g. coordinates outside the Benelux). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  warnings!: SyncRejection[];

  /** The console operator who started the run (trigger 'operator'); null for the others, or once that operator is deleted. */
  @Column({ name: 'started_by', type: 'integer', nullable: true })
  startedBy!: number | null;

  @ManyToOne(() => OperatorAccountEntity, { onDelete: 'SET NULL', nullable: true, createForeignKeyConstraints: true })
  @JoinColumn({ name: 'started_by', foreignKeyConstraintName: 'FK_sync_runs_started_by' })
  starter?: OperatorAccountEntity | null;
}
