import { Column, Entity, Index } from 'typeorm';
import { OwnerHistoryEntry } from './owner-history-entry';

export const ownerCommunicationChannels = ['email', 'phone', 'letter', 'meeting'] as const;
export type OwnerCommunicationChannel = (typeof ownerCommunicationChannels)[number];

/** A message between the agency and the owner about a property: the portal's communications. */
@Entity('owner_communications')
@Index('IDX_owner_communications_owner_date', ['ownerId', 'date'])
export class OwnerCommunicationEntity extends OwnerHistoryEntry {
  @Column({ type: 'timestamptz' })
  date!: Date;

  @Column({ type: 'text' })
  channel!: OwnerCommunicationChannel;

  @Column({ type: 'text', nullable: true })
  subject!: string | null;

  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true })
  body!: string | null;
}
