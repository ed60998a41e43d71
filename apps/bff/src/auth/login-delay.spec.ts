import { delayAfterFailures, FAILURE_MEMORY_MS, FREE_FAILURES, MAX_DELAY_MS } from './login-delay';

describe(delayAfterFailures.name, () => {
  it('lets an operator mistype a few times without waiting', () => {
    for (let failures = 0; failures < FREE_FAILURES; failures += 1) expect(delayAfterFailures(failures)).toBe(0);
  });

  it('then doubles the wait from one second up to a quarter of an hour', () => {
    expect([5, 6, 7, 8].map(delayAfterFailures)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(delayAfterFailures(15)).toBe(MAX_DELAY_MS);
    expect(delayAfterFailures(1_000)).toBe(MAX_DELAY_MS);
  });

  it('allows far fewer than the 100 failures an hour ASVS tolerates on one account', () => {
    // A guesser who always waits exactly as long as told.
    let elapsed = 0;
    let failures = 0;
    while (elapsed <= FAILURE_MEMORY_MS) {
      failures += 1;
      elapsed += delayAfterFailures(failures);
    }
    expect(failures).toBeLessThan(25);
  });
});
