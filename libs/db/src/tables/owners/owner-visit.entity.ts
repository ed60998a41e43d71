import { Column, Entity, Index } from 'typeorm';
import { OwnerHistoryEntry } from './owner-history-entry';

export const ownerVisitStatuses = ['planned', 'done', 'cancelled'] as const;
export type OwnerVisitStatus = (typeof ownerVisitStatuses)[number];

/** A visit of one of the owner's properties: the portal's visits calendar. */
@Entity('owner_visits')
@Index('IDX_owner_visits_owner_date', ['ownerId', 'date'])
export class OwnerVisitEntity extends OwnerHistoryEntry {
  @Column({ type: 'timestamptz' })
  date!: Date;

  @Column({ type: 'text' })
  status!: OwnerVisitStatus;

  @Column({ type: 'text', nullable: true })
  remark!: string | null;
}
