import type { Locale } from '@immo/domain';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A newsletter sign-up: unconfirmed with the hash of its confirmation token
 * until the link's page POSTs it, then confirmed (one confirmed row per
 * address). Deleted on unsubscribing, or after 14 days unconfirmed.
 */
@Entity('newsletter_subscriptions')
@Check('CHK_newsletter_subscriptions_state', `"state" IN ('unconfirmed', 'confirmed')`)
@Index('UQ_newsletter_subscriptions_confirmed_email', ['email'], { unique: true, where: `"state" = 'confirmed'` })
@Index('IDX_newsletter_subscriptions_unconfirmed_created_at', ['createdAt'], { where: `"state" = 'unconfirmed'` })
export class NewsletterSubscriptionEntity {
  /** Made by the service (randomUUID), so the schema needs no uuid extension. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_newsletter_subscriptions' })
  id!: string;

  @Column({ name: 'lead_id', type: 'uuid', nullable: true })
  leadId!: string | null;

  /** Lower-cased by the form's schema. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  locale!: Locale;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ type: 'text', default: 'unconfirmed' })
  state!: 'unconfirmed' | 'confirmed';

  @Index('UQ_newsletter_subscriptions_confirm_token_hash', { unique: true })
  @Column({ name: 'confirm_token_hash', type: 'text' })
  confirmTokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;
}
