import type { Locale } from '@immo/domain';
import { Column, CreateDateColumn } from 'typeorm';

export type SubscriptionState = 'unconfirmed' | 'confirmed';

/** The CHECK each double opt-in table carries, under its own name. */
export const SUBSCRIPTION_STATE_CHECK = `"state" IN ('unconfirmed', 'confirmed')`;

/**
 * What a demand and a newsletter sign-up share: who asked, in which
 * language, and the double opt-in. Stored unconfirmed with the hash of the
 * confirmation token (the raw token exists only in the mail); confirmed by a
 * POST from the link's page (SubscriptionsService, alike for both). Each
 * entity extends it and names its own primary key, checks and indexes.
 */
export abstract class DoubleOptInColumns {
  /** The lead the form made (kept apart: leads are deleted after their retention period, a subscription lives on). */
  @Column({ name: 'lead_id', type: 'uuid', nullable: true })
  leadId!: string | null;

  /** Lower-cased by the form's schema. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  locale!: Locale;

  @Column({ type: 'text', default: 'unconfirmed' })
  state!: SubscriptionState;

  /** SHA-256 (hex) of the confirmation token; unique under each table's own index name. */
  @Column({ name: 'confirm_token_hash', type: 'text' })
  confirmTokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;
}
