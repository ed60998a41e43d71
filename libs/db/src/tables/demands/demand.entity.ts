import type { DemandFrequency, EnergyFilterLabel, GoalChoice, PropertyFeature } from '@immo/domain';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { numericTransformer } from '../numeric.transformer';
import { DoubleOptInColumns, SUBSCRIPTION_STATE_CHECK } from './double-opt-in.columns';

/**
 * A demand of the register ("keep me informed"), confirmed by double opt-in
 * (DoubleOptInColumns); deleted when its owner unsubscribes, or after 14
 * days unconfirmed (the worker's cleanup job). The worker reads confirmed
 * ones to send alerts.
 */
@Entity('demands')
@Check('CHK_demands_state', SUBSCRIPTION_STATE_CHECK)
@Check('CHK_demands_goal', `"goal" IN ('sale', 'rent')`)
@Check('CHK_demands_frequency', `"frequency" IN ('instant', 'daily', 'weekly')`)
@Check('CHK_demands_max_energy', `"max_energy" IN ('a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g')`)
@Check('CHK_demands_features', `"features" <@ ARRAY['garden', 'terrace', 'parking', 'new-build']::text[]`)
@Index('IDX_demands_confirmed_frequency', ['frequency'], { where: `"state" = 'confirmed'` })
@Index('IDX_demands_unconfirmed_created_at', ['createdAt'], { where: `"state" = 'unconfirmed'` })
@Index('UQ_demands_confirm_token_hash', ['confirmTokenHash'], { unique: true })
export class DemandEntity extends DoubleOptInColumns {
  /** Made by the service (randomUUID), so the schema needs no uuid extension. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_demands' })
  id!: string;

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

  @Column({
    name: 'budget_min',
    type: 'numeric',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  budgetMin!: number | null;

  @Column({
    name: 'budget_max',
    type: 'numeric',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  budgetMax!: number | null;

  @Column({ name: 'bedrooms_min', type: 'integer', nullable: true })
  bedroomsMin!: number | null;

  /** Living area from/to, whole m²; a property whose area is unknown still matches (matchesDemand). */
  @Column({ name: 'living_area_min', type: 'integer', nullable: true })
  livingAreaMin!: number | null;

  @Column({ name: 'living_area_max', type: 'integer', nullable: true })
  livingAreaMax!: number | null;

  /** "Energy label at most" (ENERGY_FILTER_LABELS), on each property's own region's scale. */
  @Column({ name: 'max_energy', type: 'text', nullable: true })
  maxEnergy!: EnergyFilterLabel | null;

  /** What a property must offer, every one of them (PROPERTY_FEATURES). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features!: PropertyFeature[];

  @Column({ type: 'text', nullable: true })
  remark!: string | null;

  @Column({ type: 'text' })
  frequency!: DemandFrequency;

  /** When the visitor paused it from their alerts page; null while it runs. A paused demand gets no alerts. */
  @Column({ name: 'paused_at', type: 'timestamptz', nullable: true })
  pausedAt!: Date | null;

  /** When the last digest (or instant alert) left: the next digest covers what matched since. */
  @Column({ name: 'last_alert_at', type: 'timestamptz', nullable: true })
  lastAlertAt!: Date | null;
}
