import { addDays, isIsoDay, statisticsDayOf, weekdayFromMonday, weekStartOf } from './visit-days';

describe(statisticsDayOf.name, () => {
  it('gives the Brussels day, which starts one or two hours before the UTC day', () => {
    // Winter (UTC+1) and summer (UTC+2).
    expect(statisticsDayOf(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(statisticsDayOf(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(statisticsDayOf(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(statisticsDayOf(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('puts 23:30 UTC on the eve of the spring change on the next Brussels day', () => {
    // 2026-03-29 is the last Sunday of March: Brussels is at UTC+1 until 01:00 UTC.
    expect(statisticsDayOf(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(statisticsDayOf(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
  });
});

describe(addDays.name, () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-29', -29)).toBe('2026-02-28');
  });

  it('refuses a day that does not exist', () => {
    expect(() => addDays('2026-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('29/02/2028', 1)).toThrow(RangeError);
  });
});

describe(weekdayFromMonday.name, () => {
  it('numbers Monday 0 and Sunday 6', () => {
    expect(weekdayFromMonday('2026-03-23')).toBe(0);
    expect(weekdayFromMonday('2026-03-29')).toBe(6);
  });
});

describe(isIsoDay.name, () => {
  it('accepts existing YYYY-MM-DD days only', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-3-1')).toBe(false);
    expect(isIsoDay('2026-03-01 10:00:00')).toBe(false);
  });
});

describe(weekStartOf.name, () => {
  it('gives the Monday, across a month and the DST change', () => {
    expect(weekStartOf('2026-03-29')).toBe('2026-03-23');
    expect(weekStartOf('2026-03-30')).toBe('2026-03-30');
    expect(weekStartOf('2026-11-01')).toBe('2026-10-26');
  });
});
