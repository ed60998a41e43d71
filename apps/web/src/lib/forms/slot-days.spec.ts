import type { VisitSlot } from '@immo/domain';
import { slotDays, visitMoment } from './slot-days';

const slot = (start: string, end: string, day: string): VisitSlot => ({ start, end, day, free: 1 });

describe(slotDays.name, () => {
  it('groups slots by Brussels day and shows Brussels times on both sides of the change to summer time', () => {
    const days = slotDays(
      [
        slot('2026-03-28T09:00:00.000Z', '2026-03-28T09:30:00.000Z', '2026-03-28'),
        slot('2026-03-28T09:30:00.000Z', '2026-03-28T10:00:00.000Z', '2026-03-28'),
        slot('2026-03-30T08:00:00.000Z', '2026-03-30T08:30:00.000Z', '2026-03-30'),
      ],
      'fr',
    );
    expect(days.map((day) => day.label)).toEqual(['samedi 28 mars', 'lundi 30 mars']);
    expect(days[0]?.slots.map((option) => option.label)).toEqual(['10:00 – 10:30', '10:30 – 11:00']);
    expect(days[1]?.slots).toEqual([{ value: '2026-03-30T08:00:00.000Z', label: '10:00 – 10:30', free: 1 }]);
  });

  it('words the day in the visitor language', () => {
    expect(slotDays([slot('2026-03-30T08:00:00.000Z', '2026-03-30T08:30:00.000Z', '2026-03-30')], 'nl')[0]?.label).toBe(
      'maandag 30 maart',
    );
  });
});

describe(visitMoment.name, () => {
  it('gives the date and the start time in Brussels', () => {
    expect(visitMoment('2026-07-13T08:00:00.000Z', 'en')).toEqual({ date: 'Monday, 13 July 2026', time: '10:00' });
  });
});
