import { buildIcs, type IcsEvent } from './ics';

const visit: IcsEvent = {
  method: 'PUBLISH',
  uid: 'visit-42@immo.example',
  start: new Date('2026-12-01T09:00:00Z'),
  end: new Date('2026-12-01T09:30:00Z'),
  summary: 'Visit: house, Rue de la Loi 16, Brussels',
  description: 'Ref. 123; bring your ID',
  location: 'Rue de la Loi 16, 1000 Brussels',
  organizer: { name: 'Immo Example', email: 'info@immo.example' },
  sequence: 0,
  stamp: new Date('2026-11-24T14:00:05Z'),
};

/** The unfolded content lines of a file. */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

/** The parameters and value of the first content line of a property, as a calendar reads them. */
function property(ics: string, name: string): { params: string[]; value: string } {
  const line = contentLines(ics).find(
    (candidate) => candidate.startsWith(`${name};`) || candidate.startsWith(`${name}:`),
  );
  if (line === undefined) throw new Error(`no ${name} line`);
  // A colon inside a quoted parameter value does not end the parameters.
  const head = /^(?:[^":]|"[^"]*")*/.exec(line)?.[0] ?? '';
  return { params: head.split(/;(?=(?:[^"]|"[^"]*")*$)/).slice(1), value: line.slice(head.length + 1) };
}

describe(buildIcs.name, () => {
  it('ends every line with CRLF and never with a bare LF', () => {
    const ics = buildIcs(visit);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  });

  it('writes the start and end in Brussels time, winter and summer, and the stamp in UTC', () => {
    const winter = contentLines(buildIcs(visit));
    expect(winter).toContain('DTSTART;TZID=Europe/Brussels:20261201T100000');
    expect(winter).toContain('DTEND;TZID=Europe/Brussels:20261201T103000');
    expect(winter).toContain('DTSTAMP:20261124T140005Z');
    const summer = contentLines(
      buildIcs({ ...visit, start: new Date('2026-07-01T12:00:00Z'), end: new Date('2026-07-01T13:00:00Z') }),
    );
    expect(summer).toContain('DTSTART;TZID=Europe/Brussels:20260701T140000');
  });

  it('writes the Brussels time whatever zone the server runs in', () => {
    const zone = process.env['TZ'];
    try {
      // Node re-reads TZ when it is set: a naive Date would give New York's 04:00 here.
      process.env['TZ'] = 'America/New_York';
      const lines = contentLines(buildIcs(visit));
      expect(lines).toContain('DTSTART;TZID=Europe/Brussels:20261201T100000');
      expect(lines).toContain('DTSTAMP:20261124T140005Z');
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });

  it('writes the hour after the spring change in summer time', () => {
    const lines = contentLines(
      buildIcs({ ...visit, start: new Date('2026-03-29T00:30:00Z'), end: new Date('2026-03-29T01:30:00Z') }),
    );
    expect(lines).toContain('DTSTART;TZID=Europe/Brussels:20260329T013000');
    expect(lines).toContain('DTEND;TZID=Europe/Brussels:20260329T033000');
  });

  it('carries the Europe/Brussels zone with its CET and CEST rules', () => {
    const lines = contentLines(buildIcs(visit));
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual(
      expect.arrayContaining([
        'TZID:Europe/Brussels',
        'TZNAME:CEST',
        'TZNAME:CET',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
        'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      ]),
    );
  });

  it('names the method and status: PUBLISH and REQUEST confirmed, CANCEL cancelled', () => {
    expect(contentLines(buildIcs(visit))).toEqual(expect.arrayContaining(['METHOD:PUBLISH', 'STATUS:CONFIRMED']));
    const cancel = contentLines(buildIcs({ ...visit, method: 'CANCEL', sequence: 1 }));
    expect(cancel).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:1']));
  });

  it('invites the attendee of a REQUEST on behalf of the organizer', () => {
    const ics = buildIcs({
      ...visit,
      method: 'REQUEST',
      attendee: { name: 'Agent, Anne', email: 'anne@immo.example' },
    });
    expect(contentLines(ics)).toContain('ORGANIZER;CN="Immo Example":mailto:info@immo.example');
    const attendee = property(ics, 'ATTENDEE');
    expect(attendee.value.toLowerCase()).toBe('mailto:anne@immo.example');
    // The comma in the name is inside quotes, so it does not split the parameter.
    expect(attendee.params.sort()).toEqual(
      ['CN="Agent, Anne"', 'CUTYPE=INDIVIDUAL', 'PARTSTAT=NEEDS-ACTION', 'ROLE=REQ-PARTICIPANT', 'RSVP=FALSE'].sort(),
    );
  });

  it('has no attendee unless one is given', () => {
    expect(buildIcs(visit)).not.toContain('ATTENDEE');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const lines = contentLines(buildIcs({ ...visit, description: 'a, b; c\\d\r\ne\nf' }));
    expect(lines).toContain('DESCRIPTION:a\\, b\\; c\\\\d\\ne\\nf');
    // The backslash first, so an escape is never escaped again.
    expect(contentLines(buildIcs({ ...visit, summary: '\\,' }))).toContain('SUMMARY:\\\\\\,');
    expect(contentLines(buildIcs(visit))).toContain('SUMMARY:Visit: house\\, Rue de la Loi 16\\, Brussels');
  });

  it('drops control characters, which TEXT cannot carry', () => {
    expect(contentLines(buildIcs({ ...visit, summary: 'a\u0007b\tc' }))).toContain('SUMMARY:abc');
  });

  it('folds long lines at 75 octets without splitting a character, each continuation starting with a space', () => {
    const ics = buildIcs({ ...visit, description: 'é'.repeat(200) + ' 😀'.repeat(40) });
    const physical = ics.split('\r\n');
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\ufffd');
    }
    expect(contentLines(ics)).toContain(`DESCRIPTION:${'é'.repeat(200)}${' 😀'.repeat(40)}`);
  });

  it('refuses an end before the start and an address that would break the line', () => {
    expect(() => buildIcs({ ...visit, end: visit.start })).toThrow(RangeError);
    expect(() => buildIcs({ ...visit, organizer: { email: 'x@y.be\r\nATTENDEE:mailto:z@w.be' } })).toThrow(RangeError);
    expect(() => buildIcs({ ...visit, uid: 'a b' })).toThrow(RangeError);
  });

  it('gives the place as the address, its coordinates and the property page, so a calendar leads the way', () => {
    const lines = contentLines(
      buildIcs({
        ...visit,
        location: 'Rue du Bailli 12 bte 3, 1050 Ixelles',
        geo: { lat: 50.8275123456, lon: 4.3661 },
        url: 'https://immo.example/fr/bien/1/',
      }),
    );
    expect(lines).toContain('LOCATION:Rue du Bailli 12 bte 3\\, 1050 Ixelles');
    expect(lines).toContain('GEO:50.827512;4.3661');
    expect(lines.find((line) => line.startsWith('URL'))?.replace(';VALUE=URI', '')).toBe(
      'URL:https://immo.example/fr/bien/1/',
    );
    expect(buildIcs(visit)).not.toContain('GEO:');
    expect(() => buildIcs({ ...visit, geo: { lat: 91, lon: 0 } })).toThrow(RangeError);
    expect(() => buildIcs({ ...visit, url: 'javascript:alert(1)' })).toThrow(RangeError);
  });

  it('keeps a quote out of a name parameter, where it cannot be escaped', () => {
    const lines = contentLines(buildIcs({ ...visit, organizer: { name: 'Immo "Best"', email: 'info@immo.example' } }));
    expect(lines).toContain('ORGANIZER;CN="Immo Best":mailto:info@immo.example');
  });
});
