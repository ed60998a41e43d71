import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OwnerEntity } from '../owners/owner.entity';

/**
 * An owner's portal password. The row exists from the first time they set
 * one with an e-mailed link; the owner's e-mail stays the CRM's (owners).
 */
@Entity('owner_accounts')
export class OwnerAccountEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'integer', primaryKeyConstraintName: 'PK_owner_accounts' })
  ownerId!: number;

  @ManyToOne(() => OwnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_owner_accounts_owner' })
  owner?: OwnerEntity;

  /** argon2id, PHC string (parameters included, so stronger ones can come later). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'password_changed_at', type: 'timestamptz' })
  passwordChangedAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
