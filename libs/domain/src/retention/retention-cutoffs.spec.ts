import { firstKeptViewDay, retentionCutoff } from './retention-cutoffs';

describe(retentionCutoff.name, () => {
  it('goes back the given number of days', () => {
    expect(retentionCutoff(new Date('2026-05-01T12:00:00Z'), 30).toISOString()).toBe('2026-04-01T12:00:00.000Z');
  });
});

describe(firstKeptViewDay.name, () => {
  it('keeps the given number of Brussels days of raw views, today included', () => {
    // 23:30 UTC on 1 May is already 2 May in Brussels (UTC+2).
    expect(firstKeptViewDay(new Date('2026-05-01T23:30:00Z'), 90)).toBe('2026-02-02');
    expect(firstKeptViewDay(new Date('2026-05-02T10:00:00Z'), 3)).toBe('2026-04-30');
  });

  it('never lets go of yesterday, which the owner portal reads live', () => {
    expect(firstKeptViewDay(new Date('2026-05-02T10:00:00Z'), 1)).toBe('2026-05-01');
  });
});
