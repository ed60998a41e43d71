import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { LeadEntity } from '../leads/lead.entity';

export const visitBookingStatuses = ['confirmed', 'cancelled'] as const;
export type VisitBookingStatus = (typeof visitBookingStatuses)[number];

/**
 * One visitor's place at a visit slot, booked on the site. A slot has
 * `capacity` seats (the visit hours' visitors per slot when it was booked);
 * each confirmed booking holds one, and the unique index lets one booking
 * hold a seat: two visitors racing for the last seat cannot both get it,
 * whatever the code does. A cancelled booking leaves its seat.
 * The visitor's name and address are on the lead (deleted with it).
 */
@Entity('visit_bookings')
@Index('UQ_visit_bookings_seat', ['propertyId', 'slotStart', 'seat'], { unique: true, where: `"status" = 'confirmed'` })
@Index('IDX_visit_bookings_lead_id', ['leadId'])
@Check('CHK_visit_bookings_seat', `"seat" >= 1 AND "seat" <= "capacity"`)
@Check('CHK_visit_bookings_status', `"status" IN ('confirmed', 'cancelled')`)
@Check('CHK_visit_bookings_slot', `"slot_end" > "slot_start"`)
export class VisitBookingEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_visit_bookings' })
  id!: string;

  /** No foreign key: an import may replace the property's row; the slot endpoint checks it is live. */
  @Column({ name: 'property_id', type: 'integer' })
  propertyId!: number;

  @Column({ name: 'slot_start', type: 'timestamptz' })
  slotStart!: Date;

  @Column({ name: 'slot_end', type: 'timestamptz' })
  slotEnd!: Date;

  @Column({ type: 'smallint' })
  seat!: number;

  @Column({ type: 'smallint' })
  capacity!: number;

  @Column({ type: 'text' })
  status!: VisitBookingStatus;

  /** The visitor's language: the mails about a change use it. */
  @Column({ type: 'text' })
  locale!: string;

  /** SHA-256 (hex) of the secret in the visitor's link; the secret itself is never stored. */
  @Index('UQ_visit_bookings_manage_token_hash', { unique: true })
  @Column({ name: 'manage_token_hash', type: 'text' })
  manageTokenHash!: string;

  /** The iCalendar SEQUENCE: raised at every change, so calendars replace the older version. */
  @Column({ type: 'integer', default: 0 })
  sequence!: number;

  @Column({ name: 'lead_id', type: 'uuid', nullable: true })
  leadId!: string | null;

  @ManyToOne(() => LeadEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'lead_id', foreignKeyConstraintName: 'FK_visit_bookings_lead' })
  lead?: LeadEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;
}
