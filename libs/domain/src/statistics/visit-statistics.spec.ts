import { VISIT_GRAPH_DAYS, visitStatistics } from './visit-statistics';

describe(visitStatistics.name, () => {
  it('shows zeros and a flat 30-day graph for a property nobody viewed', () => {
    const statistics = visitStatistics([], '2026-03-18');
    expect(statistics).toMatchObject({ today: 0, thisWeek: 0, thisMonth: 0, total: 0 });
    expect(statistics.last30Days).toHaveLength(VISIT_GRAPH_DAYS);
    expect(statistics.last30Days.every((point) => point.views === 0)).toBe(true);
    expect(statistics.last30Days[0]?.day).toBe('2026-02-17');
    expect(statistics.last30Days.at(-1)?.day).toBe('2026-03-18');
  });

  it('counts the week from Monday and the month from the 1st', () => {
    // Wednesday 2026-03-18: the week began on Monday the 16th.
    const daily = [
      { day: '2026-02-27', views: 100 },
      { day: '2026-03-01', views: 10 },
      { day: '2026-03-15', views: 7 }, // Sunday: last week
      { day: '2026-03-16', views: 3 }, // Monday
      { day: '2026-03-17', views: 2 },
      { day: '2026-03-18', views: 1 },
    ];
    expect(visitStatistics(daily, '2026-03-18')).toMatchObject({ today: 1, thisWeek: 6, thisMonth: 23, total: 123 });
  });

  it('on a Monday, this week is today only', () => {
    const daily = [
      { day: '2026-03-15', views: 7 },
      { day: '2026-03-16', views: 3 },
    ];
    expect(visitStatistics(daily, '2026-03-16')).toMatchObject({ today: 3, thisWeek: 3 });
  });

  it('on the 1st, this month is today only while this week reaches into last month', () => {
    // Wednesday 2026-04-01: the week began on Monday 2026-03-30.
    const daily = [
      { day: '2026-03-29', views: 50 }, // Sunday before
      { day: '2026-03-30', views: 4 },
      { day: '2026-03-31', views: 5 },
      { day: '2026-04-01', views: 6 },
    ];
    expect(visitStatistics(daily, '2026-04-01')).toMatchObject({ today: 6, thisWeek: 15, thisMonth: 6, total: 65 });
  });

  it('walks the graph through a leap day', () => {
    const statistics = visitStatistics([{ day: '2028-02-29', views: 9 }], '2028-03-02');
    expect(statistics.last30Days.slice(-3)).toEqual([
      { day: '2028-02-29', views: 9 },
      { day: '2028-03-01', views: 0 },
      { day: '2028-03-02', views: 0 },
    ]);
    expect(statistics.last30Days[0]?.day).toBe('2028-02-02');
    expect(statistics).toMatchObject({ thisMonth: 0, thisWeek: 9, total: 9 });
  });

  it('keeps views older than 30 days in the total but not in the graph', () => {
    const statistics = visitStatistics([{ day: '2025-06-01', views: 40 }], '2026-03-18');
    expect(statistics.total).toBe(40);
    expect(statistics.last30Days.reduce((sum, point) => sum + point.views, 0)).toBe(0);
  });

  it("replaces the partial aggregated count of today with today's live count", () => {
    const daily = [
      { day: '2026-03-17', views: 2 },
      { day: '2026-03-18', views: 1 }, // aggregated at 02:30, before most of the day
    ];
    const statistics = visitStatistics(daily, '2026-03-18', 5);
    expect(statistics).toMatchObject({ today: 5, thisWeek: 7, thisMonth: 7, total: 7 });
    expect(statistics.last30Days.at(-1)).toEqual({ day: '2026-03-18', views: 5 });
  });

  it('ignores days after today', () => {
    expect(visitStatistics([{ day: '2026-03-19', views: 8 }], '2026-03-18').total).toBe(0);
  });

  it('refuses a today that is not a day', () => {
    expect(() => visitStatistics([], '2026-02-30')).toThrow(RangeError);
  });
});
