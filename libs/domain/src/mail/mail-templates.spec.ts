import { mailRetryDelayMs } from './mail-templates';

describe(mailRetryDelayMs.name, () => {
  it('doubles from 15 s and stops at 30 minutes', () => {
    expect(mailRetryDelayMs(1)).toBe(15_000);
    expect(mailRetryDelayMs(2)).toBe(30_000);
    expect(mailRetryDelayMs(20)).toBe(30 * 60_000);
  });
});
