import { Column, Entity, Index } from 'typeorm';
import { OwnerHistoryEntry } from './owner-history-entry';

/** Where one of the owner's properties is published online (portals such as Immoweb): the portal's online media. */
@Entity('owner_online_media')
@Index('IDX_owner_online_media_owner', ['ownerId'])
export class OwnerOnlineMediaEntity extends OwnerHistoryEntry {
  @Column({ type: 'text' })
  portal!: string;

  @Column({ type: 'text' })
  url!: string;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;
}
