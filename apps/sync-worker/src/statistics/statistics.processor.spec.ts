import { daysToAggregate } from './statistics.processor';

describe(daysToAggregate.name, () => {
  it('recomputes yesterday and today in Brussels when no day is given', () => {
    // 00:30 in Brussels on 1 March 2026 is still 28 February in UTC.
    expect(daysToAggregate(undefined, new Date('2026-02-28T23:30:00Z'))).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('recomputes only the day asked for', () => {
    expect(daysToAggregate('2026-03-29', new Date('2026-06-01T12:00:00Z'))).toEqual(['2026-03-29']);
  });
});
