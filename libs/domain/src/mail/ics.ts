// A visit as an iCalendar file (RFC 5545), with the iTIP method (RFC 5546)
// that tells the mail program what to do with it: PUBLISH adds it to the
// visitor's calendar, REQUEST invites the agent, CANCEL removes it.
// Times are written in Europe/Brussels with the zone's definition inside the
// file, so a calendar shows the agency's 10:00 whatever its own zone.
// ical-generator writes the file (escaping, folding at 75 octets, parameter
// quoting); TZDate gives it the Brussels wall clock whatever the server's zone.
import { TZDate } from '@date-fns/tz';
import {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalAttendeeType,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalAttendeeData,
  type ICalLocation,
} from 'ical-generator';

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface IcsPerson {
  email: string;
  name?: string;
}

export interface IcsEvent {
  method: IcsMethod;
  /** The same for every file about one event (booking, move, cancellation). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** The place's coordinates (GEO): a calendar offers the way there. */
  geo?: { lat: number; lon: number };
  /** The page about the event (the property's). */
  url?: string;
  /** Who sends the invitation: the agency, never an agent's own address in a visitor's file. */
  organizer?: IcsPerson;
  attendee?: IcsPerson;
  /** Raised on every change, so calendars replace the older version. */
  sequence: number;
  /** When the file was made (DTSTAMP); now unless given. */
  stamp?: Date;
}

export const ICS_TIME_ZONE = 'Europe/Brussels';

// The rules of the European Union since 1996: summer time from the last
// Sunday of March at 02:00 to the last Sunday of October at 03:00. Written
// out rather than generated: one zone, rules unchanged for thirty years, and
// calendars take the offsets from their own zone database for a known TZID.
const BRUSSELS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  `X-LIC-LOCATION:${ICS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

// Line breaks are the library's to escape; other control characters have no escape in TEXT.
const text = (value: string): string => value.replace(/[^\P{Cc}\r\n]/gu, '');

function address(person: IcsPerson): string {
  const email = person.email.trim();
  if (!/^[^\s@:;,<>"]+@[^\s@:;,<>"]+$/.test(email)) {
    throw new RangeError(`buildIcs: '${email}' is not an e-mail address`);
  }
  return email;
}

// A parameter value cannot hold a double quote (the library would write RFC 6868's ^', which few calendars read).
const personName = (person: IcsPerson): string | undefined => {
  const name = person.name?.replace(/["\p{Cc}]/gu, '').trim();
  return name === undefined || name === '' ? undefined : name;
};

/** GEO (RFC 5545 §3.8.1.6): latitude;longitude as floats, 6 decimals (about 10 cm). */
function geo(value: { lat: number; lon: number }): { lat: number; lon: number } {
  if (
    !Number.isFinite(value.lat) ||
    !Number.isFinite(value.lon) ||
    Math.abs(value.lat) > 90 ||
    Math.abs(value.lon) > 180
  ) {
    throw new RangeError('buildIcs: invalid coordinates');
  }
  return { lat: Number(value.lat.toFixed(6)), lon: Number(value.lon.toFixed(6)) };
}

/** URL (§3.8.4.6) is a URI value, not TEXT: only an http(s) address. */
function url(value: string): string {
  const parsed = new URL(value);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new RangeError('buildIcs: the url must be http(s)');
  return parsed.href;
}

function checkDate(date: Date, name: string): void {
  if (Number.isNaN(date.getTime())) throw new RangeError(`buildIcs: invalid ${name}`);
}

function location(event: IcsEvent): ICalLocation | undefined {
  const place = event.geo === undefined ? undefined : geo(event.geo);
  if (event.location !== undefined) return { title: text(event.location), ...(place ? { geo: place } : {}) };
  return place ? { geo: place } : undefined;
}

function attendee(event: IcsEvent, person: IcsPerson): ICalAttendeeData {
  const name = personName(person);
  return {
    email: address(person),
    ...(name ? { name } : {}),
    role: ICalAttendeeRole.REQ,
    type: ICalAttendeeType.INDIVIDUAL,
    // The visit is booked already: the agent has nothing to answer.
    ...(event.method === 'REQUEST' ? { status: ICalAttendeeStatus.NEEDSACTION, rsvp: false } : {}),
  };
}

/** The `.ics` text of one event: CRLF line ends, folded lines, Brussels time. */
export function buildIcs(event: IcsEvent): string {
  checkDate(event.start, 'start');
  checkDate(event.end, 'end');
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError('buildIcs: the end is not after the start');
  if (!/^[\x21-\x7e]+$/.test(event.uid))
    throw new RangeError('buildIcs: the uid must be printable ASCII without spaces');
  const stamp = event.stamp ?? new Date();
  checkDate(stamp, 'stamp');
  const organizerName = event.organizer === undefined ? undefined : personName(event.organizer);
  const place = location(event);
  const calendar = new ICalCalendar({
    prodId: { company: 'immo', product: 'visits', language: 'EN' },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod[event.method],
    // No calendar-wide zone: the library would write DTSTAMP in it, where RFC 5545 wants UTC.
    // The generator still adds the event's zone.
    timezone: { name: null, generator: (zone) => (zone === ICS_TIME_ZONE ? BRUSSELS_VTIMEZONE : null) },
  });
  calendar.createEvent({
    id: event.uid,
    stamp,
    start: new TZDate(event.start, ICS_TIME_ZONE),
    end: new TZDate(event.end, ICS_TIME_ZONE),
    timezone: ICS_TIME_ZONE,
    sequence: Math.max(0, Math.trunc(event.sequence)),
    summary: text(event.summary),
    ...(event.description === undefined ? {} : { description: text(event.description) }),
    ...(place ? { location: place } : {}),
    ...(event.url === undefined ? {} : { url: url(event.url) }),
    ...(event.organizer === undefined
      ? {}
      : { organizer: { email: address(event.organizer), name: organizerName ?? address(event.organizer) } }),
    ...(event.attendee === undefined ? {} : { attendees: [attendee(event, event.attendee)] }),
    status: event.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // RFC 5545 ends every content line with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}
