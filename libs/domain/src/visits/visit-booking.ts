// The online visit booking form (`contact-appointment`): who comes, to which
// property, at which slot. The slot is the start instant bookableSlots offered.
import { z } from 'zod';
import { contactPersonShape, idField, optionalText, stringRules } from '../forms/fields';
import type { VisitSlot } from './visit-hours';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A slot's start as the slot picker posts it (VisitSlot.start). */
export function slotStartField() {
  return stringRules(z.string({ error: 'visitSlotRequired' }).trim(), [
    [(value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)), 'visitSlotRequired'],
  ]);
}

export const ZVisitBookingSchema = z.object({
  ...contactPersonShape,
  propertyId: idField(),
  slotStart: slotStartField(),
  remark: optionalText(1000),
});
export type TVisitBooking = z.infer<typeof ZVisitBookingSchema>;

/** Moving a booking through its secret link: the new slot. */
export const ZVisitMoveSchema = z.object({ slotStart: slotStartField() });

/**
 * Open bookings (confirmed, not yet started) one visitor may hold, so a slot
 * list cannot be booked out with throwaway addresses: per network
 * (budgetNetwork: an IPv4 address, an IPv6 /48) and per e-mail address, on
 * one property and across the site. A family or an office behind one
 * address still books a few properties; a bot books three seats, not 396.
 */
export interface VisitBookingLimits {
  perNetworkPerProperty: number;
  perNetwork: number;
  perAddressPerProperty: number;
  perAddress: number;
}
export const VISIT_BOOKING_LIMITS: Readonly<VisitBookingLimits> = {
  perNetworkPerProperty: 3,
  perNetwork: 10,
  perAddressPerProperty: 1,
  perAddress: 3,
};

/** What one visitor already holds, counted when they book. */
export interface OpenVisitBookings {
  networkOnProperty: number;
  network: number;
  addressOnProperty: number;
  address: number;
}

/**
 * Why a new booking is refused, as the validation key the booking form
 * shows by the slots; null when it may go ahead. One visit of a property
 * per address comes first: that visitor moves the one they have.
 */
export function visitBookingLimitMet(
  open: OpenVisitBookings,
  limits: Readonly<VisitBookingLimits> = VISIT_BOOKING_LIMITS,
): 'visitAlreadyBooked' | 'visitBookingLimit' | null {
  if (open.addressOnProperty >= limits.perAddressPerProperty) return 'visitAlreadyBooked';
  if (
    open.address >= limits.perAddress ||
    open.networkOnProperty >= limits.perNetworkPerProperty ||
    open.network >= limits.perNetwork
  )
    return 'visitBookingLimit';
  return null;
}

/**
 * `POST /api/visit-bookings` when the slot has no seat left (or closed
 * meanwhile): 409 with the next free slots, for 'The appointments are full';
 * VISIT_BOOKING_LIMIT when the visitor already holds as many open bookings
 * as VISIT_BOOKING_LIMITS allows (409, no slots: another time would not help).
 */
export interface VisitBookingRefusalDto {
  code: 'APPOINTMENTS_FULL' | 'VISIT_NOT_BOOKABLE' | 'VISIT_BOOKING_LIMIT';
  message: string;
  nextSlots: VisitSlot[];
}

/** A booking as its secret link shows it (`GET /api/visit-bookings/manage/{token}`). */
export interface VisitBookingDto {
  status: 'confirmed' | 'cancelled';
  start: string;
  end: string;
  propertyId: number;
  /** Until when it may be cancelled or moved (the configured cut-off). */
  changeableUntil: string;
  changeable: boolean;
}

/** `GET /api/properties/{id}/visit-slots`: the free slots, and whether the property takes bookings at all. */
export interface VisitSlotsDto {
  bookable: boolean;
  slots: VisitSlot[];
}

/** `POST /api/visit-bookings` 201: the lead's answer plus the booked slot (null for a submission kept in quarantine). */
export interface VisitBookedDto {
  leadId: string;
  thankYouSlug: string | null;
  booking: { status: 'confirmed'; start: string; end: string } | null;
}
