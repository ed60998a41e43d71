import { consoleDateTime, consoleDay, durationSeconds } from './console-dates';

describe(consoleDateTime.name, () => {
  it('writes an instant in Brussels time, summer and winter, in the operator language', () => {
    expect(consoleDateTime('2026-07-01T22:30:00Z', 'en')).toMatch(/2 Jul 2026.*00:30/);
    expect(consoleDateTime('2026-01-15T12:05:00Z', 'nl')).toMatch(/15 jan.*2026.*13:05/);
  });
});

describe(consoleDay.name, () => {
  it('names the calendar day itself, whatever the time zone of the server', () => {
    expect(consoleDay('2026-03-29', 'fr')).toMatch(/dim.*29 mars/);
  });
});

describe(durationSeconds.name, () => {
  it('rounds to whole seconds, and says nothing while a run is still going', () => {
    expect(durationSeconds('2026-03-29T10:00:00.000Z', '2026-03-29T10:01:04.600Z')).toBe(65);
    expect(durationSeconds('2026-03-29T10:00:00.000Z', null)).toBeNull();
  });
});
