import { mailActionAllowed, mailTotalsByDay } from './console-mail';

describe(mailTotalsByDay.name, () => {
  it('gives every day of the fortnight newest first, days and states without messages at 0', () => {
    const days = mailTotalsByDay(
      [
        { day: '2026-03-29', state: 'sent', count: 3 },
        { day: '2026-03-29', state: 'dead', count: 1 },
        { day: '2026-03-16', state: 'queued', count: 2 },
        // Older than the window: not shown.
        { day: '2026-03-15', state: 'sent', count: 9 },
      ],
      '2026-03-29',
    );
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ day: '2026-03-29', queued: 0, sent: 3, retrying: 0, dead: 1, discarded: 0 });
    expect(days[13]).toEqual({ day: '2026-03-16', queued: 2, sent: 0, retrying: 0, dead: 0, discarded: 0 });
    expect(days.some((day) => day.day === '2026-03-15')).toBe(false);
  });
});

describe(mailActionAllowed.name, () => {
  it('retries and discards dead messages only, resends sent ones only', () => {
    expect(mailActionAllowed('retry', 'dead')).toBe(true);
    expect(mailActionAllowed('discard', 'dead')).toBe(true);
    expect(mailActionAllowed('resend', 'sent')).toBe(true);
    for (const state of ['queued', 'retrying', 'sent', 'discarded'] as const) {
      expect(mailActionAllowed('retry', state)).toBe(false);
      expect(mailActionAllowed('discard', state)).toBe(false);
    }
    for (const state of ['queued', 'retrying', 'dead', 'discarded'] as const)
      expect(mailActionAllowed('resend', state)).toBe(false);
  });
});
