// A visit as an iCalendar file (RFC 5545), with the iTIP method (RFC 5546)
// that tells the mail program what to do with it: PUBLISH adds it to the
// visitor's calendar, REQUEST invites the agent, CANCEL removes it.
// Times are written in Europe/Brussels with the zone's definition inside the
// file, so a calendar shows the agency's 10:00 whatever its own zone.

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
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

// The rules of the European Union since 1996: summer time from the last
// Sunday of March at 02:00 to the last Sunday of October at 03:00.
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
];

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\p{Cc}]/gu, '');
}

function utf8Octets(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Splits a content line into lines of at most 75 octets (UTF-8), never inside a character. */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    // A continuation line starts with a space, which counts towards its 75.
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const pad = (value: number): string => String(value).padStart(2, '0');

function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

const brusselsClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: ICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Brussels, as a DATE-TIME with TZID (`20261201T100000`). */
function brusselsLocal(date: Date): string {
  const parts = Object.fromEntries(brusselsClock.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts['year']}${parts['month']}${parts['day']}T${parts['hour']}${parts['minute']}${parts['second']}`;
}

// A parameter value cannot hold a double quote; quoted, it may hold , ; and :.
function parameterValue(text: string): string {
  return `"${text.replace(/["\p{Cc}]/gu, '').trim()}"`;
}

function address(person: IcsPerson): string {
  const email = person.email.trim();
  if (!/^[^\s@:;,<>"]+@[^\s@:;,<>"]+$/.test(email)) {
    throw new RangeError(`buildIcs: '${email}' is not an e-mail address`);
  }
  return `mailto:${email}`;
}

function personLine(property: 'ORGANIZER' | 'ATTENDEE', person: IcsPerson, extra: readonly string[] = []): string {
  const name = person.name === undefined || person.name.trim() === '' ? [] : [`CN=${parameterValue(person.name)}`];
  return `${[property, ...name, ...extra].join(';')}:${address(person)}`;
}

/** GEO (RFC 5545 §3.8.1.6): latitude;longitude as floats, 6 decimals (about 10 cm). */
function geoLine(geo: { lat: number; lon: number }): string {
  if (!Number.isFinite(geo.lat) || !Number.isFinite(geo.lon) || Math.abs(geo.lat) > 90 || Math.abs(geo.lon) > 180) {
    throw new RangeError('buildIcs: invalid coordinates');
  }
  return `GEO:${Number(geo.lat.toFixed(6))};${Number(geo.lon.toFixed(6))}`;
}

/** URL (§3.8.4.6) is a URI value, not TEXT: only an http(s) address, never escaped. */
function urlLine(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new RangeError('buildIcs: the url must be http(s)');
  return `URL:${parsed.href}`;
}

function checkDate(date: Date, name: string): void {
  if (Number.isNaN(date.getTime())) throw new RangeError(`buildIcs: invalid ${name}`);
}

/** The `.ics` text of one event: CRLF line ends, folded lines, Brussels time. */
export function buildIcs(event: IcsEvent): string {
  checkDate(event.start, 'start');
  checkDate(event.end, 'end');
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError('buildIcs: the end is not after the start');
  if (!/^[\x21-\x7e]+$/.test(event.uid)) throw new RangeError('buildIcs: the uid must be printable ASCII without spaces');
  const stamp = event.stamp ?? new Date();
  checkDate(stamp, 'stamp');
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//immo//visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...BRUSSELS_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${brusselsLocal(event.start)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${brusselsLocal(event.end)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeIcsText(event.description)}`]),
    ...(event.location === undefined ? [] : [`LOCATION:${escapeIcsText(event.location)}`]),
    ...(event.geo === undefined ? [] : [geoLine(event.geo)]),
    ...(event.url === undefined ? [] : [urlLine(event.url)]),
    ...(event.organizer === undefined ? [] : [personLine('ORGANIZER', event.organizer)]),
    ...(event.attendee === undefined
      ? []
      : [
          personLine('ATTENDEE', event.attendee, [
            'ROLE=REQ-PARTICIPANT',
            'CUTYPE=INDIVIDUAL',
            // The visit is booked already: the agent has nothing to answer.
            ...(event.method === 'REQUEST' ? ['PARTSTAT=NEEDS-ACTION', 'RSVP=FALSE'] : []),
          ]),
        ]),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
