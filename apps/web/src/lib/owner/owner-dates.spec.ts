import { brusselsDateTime, calendarDay, shortDay } from './owner-dates';

describe(brusselsDateTime.name, () => {
  it('shows an instant on the Brussels clock, summer and winter', () => {
    expect(brusselsDateTime('2026-03-09T13:00:00.000Z')).toBe('9/3/2026 14:00');
    expect(brusselsDateTime('2026-07-01T22:30:00.000Z')).toBe('2/7/2026 00:30');
  });
});

describe('calendar days', () => {
  it('are written day first, without padding', () => {
    expect(calendarDay('2026-11-04')).toBe('4/11/2026');
    expect(shortDay('2026-11-04')).toBe('4/11');
  });
});
