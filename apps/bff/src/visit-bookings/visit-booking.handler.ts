import {
  isPropertyBookable,
  offeredSlot,
  type TVisitBooking,
  VISIT_BOOKING_LIMITS,
  visitBookingLimitMet,
  visitChangeDeadline,
} from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import type { LeadHandler, LeadHandling, LeadSubmission } from '../leads/handlers/lead-handler';
import { VisitBookingException } from './visit-booking.exception';
import {
  freeSlots,
  loadBookingProperty,
  loadVisitHours,
  newManageToken,
  openBookingsOf,
  reserveSeat,
  visitBookedMails,
} from './visit-booking.store';

/** How many free slots a refusal proposes instead. */
const NEXT_SLOTS_SHOWN = 6;

/**
 * `contact-appointment`: books the visit inside the lead's transaction, so
 * the lead, the booking and its two mails are stored together or not at all.
 * A slot with no seat left (or no longer offered) refuses the whole
 * submission with APPOINTMENTS_FULL and the next free slots; a visitor whose
 * address or network holds as many open bookings as VISIT_BOOKING_LIMITS
 * allows, with VISIT_BOOKING_LIMIT (each booking mails an address nobody
 * verified, and holds a seat others could take).
 */
@Injectable()
export class VisitBookingHandler implements LeadHandler {
  readonly kinds = ['contact-appointment'] as const;

  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  async handle(submission: LeadSubmission, manager: EntityManager, now: Date = new Date()): Promise<LeadHandling> {
    const fields = submission.fields as TVisitBooking;
    const [property, hours] = await Promise.all([
      loadBookingProperty(manager, fields.propertyId),
      loadVisitHours(manager),
    ]);
    if (!property || !hours || !isPropertyBookable(property)) throw VisitBookingException.notBookable();
    const open = await openBookingsOf(
      manager,
      { network: submission.lead.budgetNetwork, email: fields.email },
      property.id,
      now,
    );
    const limit = visitBookingLimitMet(open, {
      ...VISIT_BOOKING_LIMITS,
      perNetworkPerProperty: this.env.VISIT_BOOKINGS_PER_NETWORK_PER_PROPERTY,
      perNetwork: this.env.VISIT_BOOKINGS_PER_NETWORK,
    });
    if (limit !== null) throw VisitBookingException.limit(limit);
    const slots = await freeSlots(manager, property, hours, now);
    const slot = offeredSlot(hours, now, new Date(fields.slotStart));
    const refuse = () =>
      VisitBookingException.full(slots.filter((free) => free.start !== slot?.start).slice(0, NEXT_SLOTS_SHOWN));
    if (!slot) throw refuse();

    const bookingId = randomUUID();
    const { token, hash } = newManageToken();
    const start = new Date(slot.start);
    const end = new Date(slot.end);
    const seat = await reserveSeat(manager, {
      bookingId,
      propertyId: property.id,
      start,
      end,
      capacity: hours.visitorsPerSlot,
      locale: submission.lead.locale,
      tokenHash: hash,
      leadId: submission.lead.id,
    });
    if (seat === null) throw refuse();

    return {
      mails: visitBookedMails(this.env, {
        bookingId,
        sequence: 0,
        start,
        end,
        property,
        visitor: {
          title: fields.title,
          firstName: fields.firstName,
          lastName: fields.lastName,
          email: fields.email,
          phone: fields.phone,
        },
        visitorLocale: submission.lead.locale,
        ...(submission.agencyLocale ? { agencyLocale: submission.agencyLocale } : {}),
        leadId: submission.lead.id,
        manageToken: token,
        manageUntil: visitChangeDeadline(hours, start),
      }),
    };
  }
}
