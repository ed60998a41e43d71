import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A property owner of the CRM (GetOwnerList), who will log in to the owner
 * portal with this e-mail. Written only by the sync-worker; the portal
 * account (password) comes with the owner portal itself.
 */
@Entity('owners')
@Index('UQ_owners_email', ['email'], { unique: true })
export class OwnerEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  /** Lower-cased: the login compares e-mails case-insensitively. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  /** nl | fr | en | de, from the CRM's LanguageId: the portal's and e-mails' language. */
  @Column({ type: 'text' })
  locale!: string;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'crm_changed_at', type: 'timestamptz', nullable: true })
  crmChangedAt!: Date | null;

  /** Hash of the owner and the whole history: an unchanged owner is not rewritten. */
  @Column({ name: 'content_hash', type: 'text' })
  contentHash!: string;

  @Column({ name: 'imported_at', type: 'timestamptz', default: () => 'now()' })
  importedAt!: Date;
}
