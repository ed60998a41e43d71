import { compareCalendarDates, parseCalendarDate } from './calendar-date';

describe(parseCalendarDate.name, () => {
  it('reads the date part as written', () => {
    expect(parseCalendarDate('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseCalendarDate('2026-03-05 23:59:59')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2025-02-29', '2026-04-31', '2026-00-10', '05/03/2026', '', '2026-03-05x'])('refuses %p', (text) => {
    expect(parseCalendarDate(text)).toBeNull();
  });
});

describe(compareCalendarDates.name, () => {
  it('orders by year, month, then day', () => {
    const d = (year: number, month: number, day: number) => ({ year, month, day });
    expect(compareCalendarDates(d(2026, 3, 5), d(2026, 3, 6))).toBeLessThan(0);
    expect(compareCalendarDates(d(2026, 4, 1), d(2026, 3, 31))).toBeGreaterThan(0);
    expect(compareCalendarDates(d(2027, 1, 1), d(2026, 12, 31))).toBeGreaterThan(0);
    expect(compareCalendarDates(d(2026, 3, 5), d(2026, 3, 5))).toBe(0);
  });
});
