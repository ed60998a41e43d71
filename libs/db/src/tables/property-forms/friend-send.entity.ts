import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { LeadEntity } from '../leads/lead.entity';

/** One property sent to a friend, counted per client network for the hourly limit (SEND_TO_FRIEND_PER_HOUR). */
@Entity('friend_sends')
@Index('IDX_friend_sends_network_created_at', ['clientNetwork', 'createdAt'])
export class FriendSendEntity {
  @PrimaryColumn({ name: 'lead_id', type: 'uuid', primaryKeyConstraintName: 'PK_friend_sends' })
  leadId!: string;

  @ManyToOne(() => LeadEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id', foreignKeyConstraintName: 'FK_friend_sends_lead' })
  lead?: LeadEntity;

  @Column({ name: 'client_network', type: 'text' })
  clientNetwork!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
