import type { visitBookingLimitMet, VisitSlot } from '@immo/domain';
import { AppException } from '../common/app-exception';

/**
 * - APPOINTMENTS_FULL 409 with `nextSlots`: the slot has no seat left (or is no longer offered), 'The appointments are full';
 * - VISIT_NOT_BOOKABLE 409: the property takes no bookings (sold, rented, withdrawn, or no visit hours configured);
 * - VISIT_BOOKING_LIMIT 409: the visitor's address or network already holds as many open bookings as VISIT_BOOKING_LIMITS allows;
 * - VISIT_BOOKING_NOT_FOUND 404: no booking behind this link;
 * - VISIT_CHANGE_CLOSED 409: past the configured cut-off, the visitor calls the agency instead.
 */
export type VisitBookingExceptionCode =
  | 'APPOINTMENTS_FULL'
  | 'VISIT_NOT_BOOKABLE'
  | 'VISIT_BOOKING_LIMIT'
  | 'VISIT_BOOKING_NOT_FOUND'
  | 'VISIT_CHANGE_CLOSED';

export class VisitBookingException extends AppException<VisitBookingExceptionCode> {
  static full(nextSlots: VisitSlot[]): VisitBookingException {
    const exception = new VisitBookingException('The appointments are full', 'APPOINTMENTS_FULL');
    // `issues` puts the message on the slot picker of a form that shows field errors (the form kit's INVALID_REQUEST shape).
    exception.details = { nextSlots, issues: [{ path: 'slotStart', message: 'appointmentsFull' }] };
    return exception;
  }

  /** Why, as the validation key the form shows by the slots (in the visitor's language), with everything typed kept. */
  static limit(reason: NonNullable<ReturnType<typeof visitBookingLimitMet>>): VisitBookingException {
    const exception = new VisitBookingException(
      'As many visits as are taken online are already booked from this address or network.',
      'VISIT_BOOKING_LIMIT',
    );
    exception.details = { nextSlots: [], issues: [{ path: 'slotStart', message: reason }] };
    return exception;
  }

  static notBookable(): VisitBookingException {
    const exception = new VisitBookingException('This property takes no visit bookings.', 'VISIT_NOT_BOOKABLE');
    exception.details = { nextSlots: [] };
    return exception;
  }
}
