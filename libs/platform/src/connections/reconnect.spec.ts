import { type Outage, outageAfterFailure, RECONNECT_MAX_DELAY_MS, reconnectDelayMs } from './reconnect';

describe(reconnectDelayMs.name, () => {
  it('doubles from half a second up to 30 seconds, then stays there', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000]);
    expect(reconnectDelayMs(500)).toBe(RECONNECT_MAX_DELAY_MS);
  });
});

describe(outageAfterFailure.name, () => {
  /** Feeds failures at the given seconds and returns the seconds at which a line was written. */
  function loggedAt(seconds: number[]): number[] {
    let outage: Outage | null = null;
    const logged: number[] = [];
    for (const second of seconds) {
      const next = outageAfterFailure(outage, second * 1000);
      if (next.log) logged.push(second);
      outage = next.outage;
    }
    return logged;
  }

  it('logs the first failure, then after 30 s, 1 min, 2 min… however often connections fail', () => {
    // Eight connections failing every second for ten minutes.
    const failures = Array.from({ length: 600 * 8 }, (_, index) => Math.floor(index / 8));
    expect(loggedAt(failures)).toEqual([0, 30, 90, 210, 450]);
  });

  it('never stays quiet longer than 30 minutes', () => {
    const everyMinute = Array.from({ length: 6 * 60 }, (_, index) => index * 60);
    const logged = loggedAt(everyMinute);
    const gaps = logged.slice(1).map((second, index) => second - logged[index]!);
    expect(Math.max(...gaps)).toBe(30 * 60);
    expect(logged.length).toBeLessThan(20);
  });

  it('counts every failure of the outage', () => {
    const first = outageAfterFailure(null, 0);
    const second = outageAfterFailure(first.outage, 1000);
    expect(second).toEqual({ outage: { startedAt: 0, failures: 2, lines: 1, lastLineAt: 0 }, log: false });
  });
});
