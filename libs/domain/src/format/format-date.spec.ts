import { formatDate } from './format-date';

describe(formatDate.name, () => {
  it('writes day/month/year without padding', () => {
    expect(formatDate('2026-03-05')).toBe('5/3/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('keeps the CRM’s calendar day whatever the time of day or zone', () => {
    expect(formatDate('2026-03-05 00:00:00')).toBe('5/3/2026');
    expect(formatDate('2026-03-05 23:59:59')).toBe('5/3/2026');
    expect(formatDate('2026-03-05T23:30:00+02:00')).toBe('5/3/2026');
  });

  it('shows a Date on its local calendar day', () => {
    expect(formatDate(new Date(2026, 2, 5, 23, 59))).toBe('5/3/2026');
    expect(formatDate(new Date(2026, 0, 1, 0, 0))).toBe('1/1/2026');
  });

  it.each(['', '05/03/2026', '2026-02-30', '2026-13-01', 'tomorrow', '2026-03-051'])('refuses %p', (text) => {
    expect(() => formatDate(text)).toThrow(RangeError);
  });

  it('refuses an invalid Date', () => {
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
  });
});
