import type { DemandFrequency, GoalChoice, Locale } from '@immo/domain';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { numericTransformer } from '../common/numeric.transformer';

export type DemandState = 'unconfirmed' | 'confirmed';

/**
 * A demand of the register ("keep me informed"). Stored unconfirmed with the
 * hash of its confirmation token (the raw token exists only in the mail);
 * confirmed by a POST from the link's page; deleted when its owner
 * unsubscribes, or after 14 days unconfirmed (the worker's cleanup job).
 * The worker reads confirmed ones to send alerts.
 */
@Entity('demands')
@Check('CHK_demands_state', `"state" IN ('unconfirmed', 'confirmed')`)
@Check('CHK_demands_goal', `"goal" IN ('sale', 'rent')`)
@Check('CHK_demands_frequency', `"frequency" IN ('instant', 'daily', 'weekly')`)
@Index('IDX_demands_confirmed_frequency', ['frequency'], { where: `"state" = 'confirmed'` })
@Index('IDX_demands_unconfirmed_created_at', ['createdAt'], { where: `"state" = 'unconfirmed'` })
export class DemandEntity {
  /** Made by the service (randomUUID), so the schema needs no uuid extension. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_demands' })
  id!: string;

  /** The lead the form made (kept apart: leads are deleted after their retention period, a demand lives on). */
  @Column({ name: 'lead_id', type: 'uuid', nullable: true })
  leadId!: string | null;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  locale!: Locale;

  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'text' })
  goal!: GoalChoice;

  /** Type ids (WebID). */
  @Column({ name: 'property_types', type: 'integer', array: true })
  propertyTypes!: number[];

  /** `region:…` and `city:…` values (demand-zones.ts). */
  @Column({ type: 'text', array: true })
  zones!: string[];

  @Column({ name: 'budget_min', type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  budgetMin!: number | null;

  @Column({ name: 'budget_max', type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  budgetMax!: number | null;

  @Column({ name: 'bedrooms_min', type: 'integer', nullable: true })
  bedroomsMin!: number | null;

  @Column({ type: 'text', nullable: true })
  remark!: string | null;

  @Column({ type: 'text' })
  frequency!: DemandFrequency;

  @Column({ type: 'text', default: 'unconfirmed' })
  state!: DemandState;

  /** SHA-256 (hex) of the confirmation token. */
  @Index('UQ_demands_confirm_token_hash', { unique: true })
  @Column({ name: 'confirm_token_hash', type: 'text' })
  confirmTokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** When the last digest (or instant alert) left: the next digest covers what matched since. */
  @Column({ name: 'last_alert_at', type: 'timestamptz', nullable: true })
  lastAlertAt!: Date | null;
}
