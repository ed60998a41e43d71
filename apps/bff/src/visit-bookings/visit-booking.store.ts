// The visit bookings' reads and writes, all inside the caller's transaction
// (EntityManager): the leads pipeline books within the lead's transaction
// (visit-booking.handler.ts), the manage link cancels and moves within its own.
import {
  agencyRecipientOf,
  bookableSlots,
  CONTACT_TITLES,
  isPropertyBookable,
  type Locale,
  type MailDataInput,
  type OpenVisitBookings,
  type TakenSeats,
  type TVisitHours,
  type VisitSlot,
  ZVisitHoursSchema,
} from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  bookSeat,
  lockVisitorBookings,
  moveBookingToSeat,
  openBookingCounts,
  seatsTakenFrom,
  storedVisitHours,
} from '@immo/db';
import type { BffEnv } from '../config/env';
import type { MailDraft } from '../leads/outbox-writer';
import { consoleLeadUrl } from '../leads/handlers/default.handler';
import { cityIn, loadMailedProperty, mailPlace, type PropertyMailFacts } from '../leads/property-mail-facts';
import { propertyTitle, propertyUrl } from '../property-forms/property-link';

/** The property a booking is about, as its rules and mails need it. */
export interface BookingProperty {
  id: number;
  reference: string;
  titles: Partial<Record<Locale, string>>;
  city: string;
  zip: string;
  goal: number;
  marquee: number;
  withdrawn: boolean;
  managerEmail: string | null;
  /** The place to go (and the rest the mails say); absent where a caller builds the property by hand. */
  facts?: PropertyMailFacts;
}

/** Who comes, as the booking form gave it (the lead's fields). */
export interface BookingVisitor {
  title?: (typeof CONTACT_TITLES)[number];
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

export interface BookingMailInput {
  bookingId: string;
  sequence: number;
  start: Date;
  end: Date;
  property: BookingProperty;
  visitor: BookingVisitor;
  visitorLocale: Locale;
  /** The language the agency reads its mails in (site_settings.agency_locale); DEFAULT_LOCALE when absent. */
  agencyLocale?: Locale;
  leadId: string | null;
  /** Known when the booking is made or its link used: only its hash is stored. */
  manageToken: string;
  manageUntil: Date;
}

export type VisitEnv = Pick<BffEnv, 'AGENCY_MAIL_TO' | 'DEFAULT_LOCALE' | 'SITE_URL'>;

/** A new secret for the visitor's link, and the hash that is stored. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: manageTokenHash(token) };
}

export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The links' shape: 32 base64url characters. */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const logger = new Logger('VisitBookings');

/** The agency's visit hours, or null when online booking is off (none configured, or a configuration that does not parse). */
export async function loadVisitHours(manager: EntityManager): Promise<TVisitHours | null> {
  const stored = await storedVisitHours(manager);
  if (stored === null || stored === undefined) return null;
  const parsed = ZVisitHoursSchema.safeParse(stored);
  if (!parsed.success) {
    logger.warn(
      `site_settings.visit_hours does not parse (${parsed.error.issues[0]?.message ?? 'invalid'}): online booking is off`,
    );
    return null;
  }
  return parsed.data;
}

/** The booked property (the same read as a lead's). */
export const loadBookingProperty: (manager: EntityManager, id: number) => Promise<BookingProperty | null> =
  loadMailedProperty;

/** Seats held per slot start, for the slots from `from` on. */
export async function takenSeats(manager: EntityManager, propertyId: number, from: Date): Promise<TakenSeats> {
  const rows = await seatsTakenFrom(manager, propertyId, from);
  return new Map(rows.map((row) => [row.slotStart.getTime(), row.taken]));
}

/** The free slots of a property now; none when it takes no bookings. */
export async function freeSlots(
  manager: EntityManager,
  property: BookingProperty | null,
  hours: TVisitHours | null,
  now: Date,
): Promise<VisitSlot[]> {
  if (!property || !hours || !isPropertyBookable(property)) return [];
  return bookableSlots(hours, now, await takenSeats(manager, property.id, now));
}

/**
 * The open bookings (confirmed, not started) a visitor already holds, by
 * their network (budgetNetwork; null counts none: a lead an operator
 * released) and their address, on this property and across the site. Both
 * locks first, in that order everywhere, then the count in a statement of
 * its own (a fresh snapshot): two bookings of one network or address
 * cannot both slip under VISIT_BOOKING_LIMITS. Call it in the booking's
 * transaction, before its seat is taken; the locks go with the commit.
 */
export async function openBookingsOf(
  manager: EntityManager,
  visitor: { network: string | null; email: string },
  propertyId: number,
  now: Date,
): Promise<OpenVisitBookings> {
  const email = visitor.email.trim().toLowerCase();
  await lockVisitorBookings(manager, visitor.network ?? '', email);
  return openBookingCounts(manager, { network: visitor.network, email }, propertyId, now);
}

export interface SeatRequest {
  bookingId: string;
  propertyId: number;
  start: Date;
  end: Date;
  capacity: number;
  locale: Locale;
  tokenHash: string;
  leadId: string | null;
}

/**
 * Takes the lowest free seat of the slot, or returns null when none is left.
 * Each INSERT either takes its seat or meets a booking already holding it
 * (the unique index: a simultaneous one waits for the other transaction and
 * then sees it), and tries the next; nothing here can book a seat twice.
 */
export async function reserveSeat(manager: EntityManager, request: SeatRequest): Promise<number | null> {
  for (let seat = 1; seat <= request.capacity; seat += 1) {
    const booked = await bookSeat(
      manager,
      {
        id: request.bookingId,
        propertyId: request.propertyId,
        slotStart: request.start,
        slotEnd: request.end,
        capacity: request.capacity,
        locale: request.locale,
        manageTokenHash: request.tokenHash,
        leadId: request.leadId,
      },
      seat,
    );
    if (booked) return seat;
  }
  return null;
}

/**
 * Moves a booking to the lowest free seat of another slot, or returns null
 * when none is left. An UPDATE that meets the unique index fails the
 * statement, so each try runs in its own savepoint.
 */
export async function moveSeat(
  manager: EntityManager,
  bookingId: string,
  slot: { start: Date; end: Date; capacity: number },
): Promise<number | null> {
  for (let seat = 1; seat <= slot.capacity; seat += 1) {
    if (await moveBookingToSeat(manager, bookingId, slot, seat)) return seat;
  }
  return null;
}

/** The visitor's page to cancel or move the visit, in their language. */
export function manageUrl(env: VisitEnv, token: string, locale: Locale): string {
  return new URL(localizePath(`/visit/${token}/`, locale), env.SITE_URL).toString();
}

function mailProperty(env: VisitEnv, property: BookingProperty, locale: Locale) {
  const title = propertyTitle(property, locale);
  return {
    id: property.id,
    reference: property.reference,
    title,
    titles: property.titles,
    city: cityIn(property.facts, locale, property.city),
    zip: property.zip,
    goal: property.goal,
    url: propertyUrl(property, locale, env.SITE_URL),
    // The place to go, the city in the reader's language; whole even when the site keeps the street private: the visit is booked there.
    ...(property.facts ? mailPlace(property.facts, locale, true) : {}),
  };
}

/**
 * What both mails of a visit say about it, whoever receives them. Who comes
 * (as typed) goes in the agent's only: the visitor's goes to an address
 * nobody verified, and greets plainly (ZLeadConfirmationMailDataSchema).
 */
function visitFacts(input: Omit<BookingMailInput, 'manageToken' | 'manageUntil'>) {
  return {
    bookingId: input.bookingId,
    sequence: input.sequence,
    start: input.start.toISOString(),
    end: input.end.toISOString(),
  };
}

/**
 * The two mails of a booked (or moved) visit: the visitor's in their
 * language with the link to change it (its .ics is PUBLISH and names no
 * agent), the agent's in the agency's language (REQUEST), Reply-To the visitor.
 */
export function visitBookedMails(env: VisitEnv, input: BookingMailInput): MailDraft[] {
  const agentAddress = agencyRecipientOf(input.property.managerEmail, env.AGENCY_MAIL_TO);
  const common = visitFacts(input);
  const visitorData: MailDataInput<'visit-booked'> = {
    ...common,
    recipient: 'visitor',
    property: mailProperty(env, input.property, input.visitorLocale),
    manageUrl: manageUrl(env, input.manageToken, input.visitorLocale),
    manageUntil: input.manageUntil.toISOString(),
  };
  const agentData: MailDataInput<'visit-booked'> = {
    ...common,
    visitor: input.visitor,
    recipient: 'agent',
    property: mailProperty(env, input.property, input.agencyLocale ?? env.DEFAULT_LOCALE),
    agent: { email: agentAddress },
    visitorLocale: input.visitorLocale,
    ...(input.leadId
      ? { consoleUrl: consoleLeadUrl(input.leadId, input.agencyLocale ?? env.DEFAULT_LOCALE, env.SITE_URL) }
      : {}),
  };
  return [
    {
      template: 'visit-booked',
      locale: input.visitorLocale,
      to: input.visitor.email,
      data: visitorData,
      leadId: input.leadId,
    },
    {
      template: 'visit-booked',
      locale: input.agencyLocale ?? env.DEFAULT_LOCALE,
      to: agentAddress,
      replyTo: input.visitor.email,
      data: agentData,
      leadId: input.leadId,
    },
  ];
}

/** The two mails of a visit the visitor cancelled (their .ics files say CANCEL). */
export function visitCancelledMails(
  env: VisitEnv,
  input: Omit<BookingMailInput, 'manageToken' | 'manageUntil'>,
): MailDraft[] {
  const agentAddress = agencyRecipientOf(input.property.managerEmail, env.AGENCY_MAIL_TO);
  const common = { ...visitFacts(input), cancelledBy: 'visitor' as const };
  return [
    {
      template: 'visit-cancelled',
      locale: input.visitorLocale,
      to: input.visitor.email,
      data: {
        ...common,
        recipient: 'visitor',
        property: mailProperty(env, input.property, input.visitorLocale),
      } satisfies MailDataInput<'visit-cancelled'>,
      leadId: input.leadId,
    },
    {
      template: 'visit-cancelled',
      locale: input.agencyLocale ?? env.DEFAULT_LOCALE,
      to: agentAddress,
      replyTo: input.visitor.email,
      data: {
        ...common,
        visitor: input.visitor,
        recipient: 'agent',
        property: mailProperty(env, input.property, input.agencyLocale ?? env.DEFAULT_LOCALE),
        agent: { email: agentAddress },
      } satisfies MailDataInput<'visit-cancelled'>,
      leadId: input.leadId,
    },
  ];
}

/** The visitor as the lead stored them. */
export function bookingVisitorOf(fields: Record<string, unknown>): BookingVisitor {
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  const title = text('title');
  return {
    title: (CONTACT_TITLES as readonly string[]).includes(title ?? '') ? (title as BookingVisitor['title']) : undefined,
    firstName: text('firstName') ?? '',
    lastName: text('lastName') ?? '',
    email: text('email') ?? '',
    phone: text('phone'),
  };
}
