import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DoubleOptInColumns, SUBSCRIPTION_STATE_CHECK } from '../demands/double-opt-in.columns';

/**
 * A newsletter sign-up, confirmed by double opt-in like a demand
 * (DoubleOptInColumns); one confirmed row per address. Deleted on
 * unsubscribing, or after 14 days unconfirmed.
 */
@Entity('newsletter_subscriptions')
@Check('CHK_newsletter_subscriptions_state', SUBSCRIPTION_STATE_CHECK)
@Index('UQ_newsletter_subscriptions_confirmed_email', ['email'], { unique: true, where: `"state" = 'confirmed'` })
@Index('IDX_newsletter_subscriptions_unconfirmed_created_at', ['createdAt'], { where: `"state" = 'unconfirmed'` })
@Index('UQ_newsletter_subscriptions_confirm_token_hash', ['confirmTokenHash'], { unique: true })
export class NewsletterSubscriptionEntity extends DoubleOptInColumns {
  /** Made by the service (randomUUID), so the schema needs no uuid extension. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_newsletter_subscriptions' })
  id!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;
}
