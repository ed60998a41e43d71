import {
  bookableSlots,
  brusselsInstant,
  canChangeVisit,
  isPropertyBookable,
  offeredSlot,
  type TVisitHours,
  ZVisitHoursSchema,
} from './visit-hours';

const hours: TVisitHours = ZVisitHoursSchema.parse({
  weekly: {
    mon: [{ from: '10:00', to: '12:00' }],
    sat: [{ from: '10:00', to: '11:00' }],
    sun: [{ from: '01:00', to: '04:00' }],
  },
  slotMinutes: 30,
  visitorsPerSlot: 2,
  closedDates: ['2026-04-06'],
  changeCutoffHours: 24,
  daysAhead: 14,
  noticeHours: 2,
});

describe(brusselsInstant.name, () => {
  it('reads Brussels wall-clock times in winter and in summer time', () => {
    expect(brusselsInstant('2026-01-12', 10 * 60)?.toISOString()).toBe('2026-01-12T09:00:00.000Z');
    expect(brusselsInstant('2026-07-13', 10 * 60)?.toISOString()).toBe('2026-07-13T08:00:00.000Z');
  });

  it('has no instant for the skipped hour of March, and the first one for the doubled hour of October', () => {
    expect(brusselsInstant('2026-03-29', 2 * 60 + 30)).toBeNull();
    expect(brusselsInstant('2026-10-25', 2 * 60 + 30)?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe(bookableSlots.name, () => {
  // Friday 27 March 2026, 12:00 in Brussels (winter time); clocks go forward on Sunday the 29th.
  const now = new Date('2026-03-27T11:00:00Z');

  it('offers each opening range cut into slots, at the right instants on both sides of the change to summer time', () => {
    const slots = bookableSlots(hours, now);
    const saturday = slots.filter((slot) => slot.day === '2026-03-28');
    const monday = slots.filter((slot) => slot.day === '2026-03-30');
    expect(saturday.map((slot) => slot.start)).toEqual(['2026-03-28T09:00:00.000Z', '2026-03-28T09:30:00.000Z']);
    expect(monday.map((slot) => slot.start)).toEqual([
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T08:30:00.000Z',
      '2026-03-30T09:00:00.000Z',
      '2026-03-30T09:30:00.000Z',
    ]);
    expect(monday[0]).toMatchObject({ end: '2026-03-30T08:30:00.000Z', free: 2 });
  });

  it('skips the slots the clocks jump over on the day summer time starts', () => {
    const sunday = bookableSlots(hours, now).filter((slot) => slot.day === '2026-03-29');
    // 01:00 and 01:30 (winter time), then 03:00 and 03:30 (summer time); 02:00 and 02:30 do not exist.
    expect(sunday.map((slot) => slot.start)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
    // 01:30-02:00 winter ends where 03:00 summer starts: the same instant, a real half hour.
    expect(sunday[1]?.end).toBe('2026-03-29T01:00:00.000Z');
  });

  it('keeps slots half an hour long on the day winter time returns', () => {
    const sunday = bookableSlots(hours, new Date('2026-10-23T10:00:00Z')).filter((slot) => slot.day === '2026-10-25');
    expect(sunday.every((slot) => Date.parse(slot.end) - Date.parse(slot.start) === 30 * 60_000)).toBe(true);
    expect(sunday[0]?.start).toBe('2026-10-24T23:00:00.000Z');
  });

  it('leaves out closed days, days past the horizon, slots within the notice and full slots', () => {
    const mondayTen = Date.parse('2026-04-13T08:00:00Z');
    const slots = bookableSlots(
      hours,
      new Date('2026-04-03T10:00:00Z'),
      new Map([
        [mondayTen, 2],
        [mondayTen + 30 * 60_000, 1],
      ]),
    );
    expect(slots.some((slot) => slot.day === '2026-04-06')).toBe(false);
    expect(slots.some((slot) => slot.day > '2026-04-16')).toBe(false);
    expect(slots.find((slot) => Date.parse(slot.start) === mondayTen)).toBeUndefined();
    expect(slots.find((slot) => Date.parse(slot.start) === mondayTen + 30 * 60_000)?.free).toBe(1);

    const saturdayMorning = new Date('2026-04-04T07:30:00Z'); // 09:30 in Brussels: 10:00 is within two hours
    expect(bookableSlots(hours, saturdayMorning).filter((slot) => slot.day === '2026-04-04')).toEqual([]);
  });

  it('knows which start is an offered slot', () => {
    expect(offeredSlot(hours, now, new Date('2026-03-30T08:30:00Z'))?.end).toBe('2026-03-30T09:00:00.000Z');
    expect(offeredSlot(hours, now, new Date('2026-03-30T08:15:00Z'))).toBeNull();
  });
});

describe(canChangeVisit.name, () => {
  it('allows a change until the cut-off before the visit, not after', () => {
    const start = new Date('2026-03-30T08:00:00Z');
    expect(canChangeVisit(hours, new Date('2026-03-29T08:00:00Z'), start)).toBe(true);
    expect(canChangeVisit(hours, new Date('2026-03-29T08:00:01Z'), start)).toBe(false);
  });
});

describe(isPropertyBookable.name, () => {
  it('refuses sold, rented and withdrawn properties', () => {
    expect(isPropertyBookable({ marquee: 0, withdrawn: false })).toBe(true);
    expect(isPropertyBookable({ marquee: 1, withdrawn: false })).toBe(true);
    expect(isPropertyBookable({ marquee: 3, withdrawn: false })).toBe(false);
    expect(isPropertyBookable({ marquee: 4, withdrawn: false })).toBe(false);
    expect(isPropertyBookable({ marquee: 0, withdrawn: true })).toBe(false);
  });
});

describe('ZVisitHoursSchema', () => {
  it('refuses a range that ends before it starts and a bad closed date', () => {
    expect(ZVisitHoursSchema.safeParse({ ...hours, weekly: { mon: [{ from: '12:00', to: '10:00' }] } }).success).toBe(
      false,
    );
    expect(ZVisitHoursSchema.safeParse({ ...hours, closedDates: ['2026-02-30'] }).success).toBe(false);
  });
});
