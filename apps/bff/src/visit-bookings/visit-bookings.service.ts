import {
  canChangeVisit,
  isLocale,
  isPropertyBookable,
  offeredSlot,
  type VisitBookedDto,
  type VisitBookingDto,
  type VisitSlot,
  type VisitSlotsDto,
  visitChangeDeadline,
} from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { bookedSlotOfLead, bookingByTokenHash, cancelBooking, type StoredVisitBooking } from '@immo/db';
import { type BffEnv, ENV } from '../config/env';
import { LeadsService, type FormClient } from '../leads/leads.service';
import { MailEnqueuer } from '../leads/mail-enqueuer';
import { OutboxWriter } from '../leads/outbox-writer';
import { PropertyException } from '../properties/property.exception';
import { VisitBookingException } from './visit-booking.exception';
import {
  type BookingProperty,
  bookingVisitorOf,
  freeSlots,
  loadBookingProperty,
  loadVisitHours,
  manageTokenHash,
  moveSeat,
  visitBookedMails,
  visitCancelledMails,
} from './visit-booking.store';

/** A booking as its secret link shows it, with the slots it may move to. */
export interface VisitBookingManageDto {
  booking: VisitBookingDto;
  /** Free slots to move to; empty once it cannot change any more. */
  slots: VisitSlot[];
}

type StoredBooking = StoredVisitBooking;

/**
 * The booking endpoints around the leads pipeline: the free slots, the
 * booking itself (a `contact-appointment` lead, booked by
 * VisitBookingHandler in the lead's transaction), and what the visitor's
 * secret link does. Changes happen on POST only: mail scanners open links.
 */
@Injectable()
export class VisitBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leads: LeadsService,
    private readonly outbox: OutboxWriter,
    private readonly enqueuer: MailEnqueuer,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  async slots(propertyId: number, now: Date = new Date()): Promise<VisitSlotsDto> {
    const manager = this.dataSource.manager;
    const [property, hours] = await Promise.all([loadBookingProperty(manager, propertyId), loadVisitHours(manager)]);
    if (!property) throw new PropertyException(`No property ${propertyId}`, 'PROPERTY_NOT_FOUND');
    const bookable = hours !== null && isPropertyBookable(property);
    return { bookable, slots: bookable ? await freeSlots(manager, property, hours, now) : [] };
  }

  async book(body: unknown, client: FormClient): Promise<VisitBookedDto> {
    const accepted = await this.leads.submit('contact-appointment', body, client);
    const row = await bookedSlotOfLead(this.dataSource, accepted.leadId);
    return {
      leadId: accepted.leadId,
      thankYouSlug: accepted.thankYouSlug,
      booking: row
        ? { status: 'confirmed', start: row.slot_start.toISOString(), end: row.slot_end.toISOString() }
        : null,
    };
  }

  async show(token: string, now: Date = new Date()): Promise<VisitBookingManageDto> {
    const manager = this.dataSource.manager;
    const booking = await this.find(manager, token, false);
    const [property, hours] = await Promise.all([
      loadBookingProperty(manager, booking.property_id),
      loadVisitHours(manager),
    ]);
    const dto = this.toDto(booking, hours === null ? 0 : hours.changeCutoffHours, now);
    const slots = dto.changeable
      ? (await freeSlots(manager, property, hours, now)).filter(
          (slot) => Date.parse(slot.start) !== booking.slot_start.getTime(),
        )
      : [];
    return { booking: dto, slots };
  }

  async cancel(token: string, now: Date = new Date()): Promise<VisitBookingManageDto> {
    const outboxIds = await this.dataSource.transaction(async (manager) => {
      const booking = await this.find(manager, token, true);
      if (booking.status === 'cancelled') return [];
      const { property } = await this.changeContext(manager, booking, now);
      await cancelBooking(manager, booking.id, now);
      return this.outbox.add(
        manager,
        visitCancelledMails(this.env, {
          bookingId: booking.id,
          sequence: booking.sequence + 1,
          start: booking.slot_start,
          end: booking.slot_end,
          property,
          visitor: bookingVisitorOf(booking.fields ?? {}),
          visitorLocale: isLocale(booking.locale) ? booking.locale : this.env.DEFAULT_LOCALE,
          agencyLocale: await this.leads.agencyLocale(),
          leadId: booking.lead_id,
        }),
      );
    });
    await this.enqueuer.enqueue(outboxIds);
    return this.show(token, now);
  }

  async move(token: string, slotStart: string, now: Date = new Date()): Promise<VisitBookingManageDto> {
    const outboxIds = await this.dataSource.transaction(async (manager) => {
      const booking = await this.find(manager, token, true);
      if (booking.status === 'cancelled')
        throw new VisitBookingException('This visit was cancelled.', 'VISIT_CHANGE_CLOSED');
      const { property, hours } = await this.changeContext(manager, booking, now);
      if (!hours || !isPropertyBookable(property)) throw VisitBookingException.notBookable();
      const free = await freeSlots(manager, property, hours, now);
      const slot = offeredSlot(hours, now, new Date(slotStart));
      if (!slot) throw VisitBookingException.full(free.slice(0, 6));
      if (Date.parse(slot.start) === booking.slot_start.getTime()) return [];
      const start = new Date(slot.start);
      const end = new Date(slot.end);
      const seat = await moveSeat(manager, booking.id, { start, end, capacity: hours.visitorsPerSlot });
      if (seat === null)
        throw VisitBookingException.full(free.filter((other) => other.start !== slot.start).slice(0, 6));
      return this.outbox.add(
        manager,
        visitBookedMails(this.env, {
          bookingId: booking.id,
          sequence: booking.sequence + 1,
          start,
          end,
          property,
          visitor: bookingVisitorOf(booking.fields ?? {}),
          visitorLocale: isLocale(booking.locale) ? booking.locale : this.env.DEFAULT_LOCALE,
          agencyLocale: await this.leads.agencyLocale(),
          leadId: booking.lead_id,
          manageToken: token,
          manageUntil: visitChangeDeadline(hours, start),
        }),
      );
    });
    await this.enqueuer.enqueue(outboxIds);
    return this.show(token, now);
  }

  /** The booking behind a link; `forUpdate` locks it so a cancel and a move of one booking run one after the other. */
  private async find(manager: EntityManager, token: string, forUpdate: boolean): Promise<StoredBooking> {
    const booking = await bookingByTokenHash(manager, manageTokenHash(token), forUpdate);
    if (!booking) throw new VisitBookingException('No visit behind this link.', 'VISIT_BOOKING_NOT_FOUND');
    return booking;
  }

  /** The property and hours of a change, refused past the cut-off (or when the property is gone). */
  private async changeContext(manager: EntityManager, booking: StoredBooking, now: Date) {
    const [property, hours] = await Promise.all([
      loadBookingProperty(manager, booking.property_id),
      loadVisitHours(manager),
    ]);
    const cutoff = { changeCutoffHours: hours?.changeCutoffHours ?? 0 };
    if (!property || !canChangeVisit(cutoff, now, booking.slot_start)) {
      throw new VisitBookingException(
        'This visit can no longer be changed online; please call the agency.',
        'VISIT_CHANGE_CLOSED',
      );
    }
    return { property: property satisfies BookingProperty, hours };
  }

  private toDto(booking: StoredBooking, changeCutoffHours: number, now: Date): VisitBookingDto {
    const until = visitChangeDeadline({ changeCutoffHours }, booking.slot_start);
    return {
      status: booking.status,
      start: booking.slot_start.toISOString(),
      end: booking.slot_end.toISOString(),
      propertyId: booking.property_id,
      changeableUntil: until.toISOString(),
      changeable: booking.status === 'confirmed' && now.getTime() <= until.getTime(),
    };
  }
}
