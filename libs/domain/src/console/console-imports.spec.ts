import { catalogueFreshness } from '../observability/catalogue-freshness';
import { importScheduleOf, ZSyncRecordsQuerySchema } from './console-imports';

describe(importScheduleOf.name, () => {
  const now = new Date('2026-03-29T10:00:00Z');

  it('reads the registered schedules with their next time, and when the catalogue turns stale', () => {
    const schedule = importScheduleOf(
      [
        { key: 'sync-incremental', every: 15 * 60_000, next: Date.parse('2026-03-29T10:15:30Z') },
        {
          key: 'sync-full',
          id: 'sync-full',
          pattern: '0 3 * * *',
          tz: 'Europe/Brussels',
          next: Date.parse('2026-03-30T01:00:00Z'),
        },
        { key: 'statistics-aggregate', pattern: '30 2 * * *', next: 0 },
      ],
      catalogueFreshness(new Date('2026-03-29T09:00:00Z'), now, 15),
      15,
    );
    expect(schedule).toEqual({
      schedulesRead: true,
      incremental: { everyMinutes: 15, nextAt: '2026-03-29T10:15:30.000Z' },
      full: { cron: '0 3 * * *', timeZone: 'Europe/Brussels', nextAt: '2026-03-30T01:00:00.000Z' },
      catalogue: { state: 'stale', lastImportAt: '2026-03-29T09:00:00.000Z', ageSeconds: 3600, allowedMinutes: 45 },
    });
  });

  it('says nothing will run when the worker registered no schedule', () => {
    const schedule = importScheduleOf([], catalogueFreshness(null, now, 15), 15);
    expect(schedule.incremental).toEqual({ everyMinutes: null, nextAt: null });
    expect(schedule.full).toEqual({ cron: null, timeZone: null, nextAt: null });
    expect(schedule.catalogue.state).toBe('never');
    expect(schedule.schedulesRead).toBe(true);
    expect(importScheduleOf(null, catalogueFreshness(null, now, 15), 15).schedulesRead).toBe(false);
  });
});

describe('ZSyncRecordsQuerySchema', () => {
  it('searches rejections from the first page by default and refuses an unknown kind', () => {
    expect(ZSyncRecordsQuerySchema.parse({})).toEqual({ kind: 'rejections', q: '', page: 1 });
    expect(ZSyncRecordsQuerySchema.parse({ kind: 'warnings', q: '  4711 ', page: '3' })).toEqual({
      kind: 'warnings',
      q: '4711',
      page: 3,
    });
    expect(ZSyncRecordsQuerySchema.safeParse({ kind: 'all' }).success).toBe(false);
  });
});
