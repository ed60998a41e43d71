import { catalogueFreshness } from './catalogue-freshness';

const now = new Date('2026-11-24T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe(catalogueFreshness.name, () => {
  it('is fresh up to the schedule plus 30 minutes, stale after', () => {
    expect(catalogueFreshness(minutesAgo(45), now, 15)).toEqual({
      state: 'fresh',
      ageSeconds: 2700,
      lastImportAt: '2026-11-24T11:15:00.000Z',
    });
    expect(catalogueFreshness(minutesAgo(46), now, 15)).toMatchObject({ state: 'stale', ageSeconds: 2760 });
    expect(catalogueFreshness(minutesAgo(80), now, 60)).toMatchObject({ state: 'fresh' });
  });

  it('says so when no import ever succeeded', () => {
    expect(catalogueFreshness(null, now, 15)).toEqual({ state: 'never', ageSeconds: null, lastImportAt: null });
  });
});
