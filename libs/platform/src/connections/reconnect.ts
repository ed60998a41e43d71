// How a process waits for, and talks about, a dependency it lost (Redis).
// Reconnection attempts back off exponentially, and an outage is logged on
// its first failure, then at growing intervals however many connections
// fail, then once when the dependency is back: an hour-long outage writes a
// dozen lines, not one a second.

/** The first retry waits this long; each further one twice as long as the one before. */
export const RECONNECT_FIRST_DELAY_MS = 500;
/** No retry waits longer: a dependency that comes back is used within this delay. */
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** The second line of an outage comes this long after the first, each further one twice as long after. */
export const OUTAGE_FIRST_QUIET_MS = 30_000;
/** No two lines of one outage are further apart than this, so a long outage still shows in the log. */
export const OUTAGE_MAX_QUIET_MS = 30 * 60_000;

/** ioredis's `retryStrategy`: the wait before retry number `attempt` (1, 2, …). */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}

/** One outage as far as the log has told it. */
export interface Outage {
  startedAt: number;
  failures: number;
  /** Lines written about it so far. */
  lines: number;
  lastLineAt: number;
}

/** A failed attempt at `now` (ms): the outage it belongs to, and whether to write a line about it. */
export function outageAfterFailure(outage: Outage | null, now: number): { outage: Outage; log: boolean } {
  if (!outage) return { outage: { startedAt: now, failures: 1, lines: 1, lastLineAt: now }, log: true };
  const quiet = Math.min(OUTAGE_MAX_QUIET_MS, OUTAGE_FIRST_QUIET_MS * 2 ** (outage.lines - 1));
  const log = now - outage.lastLineAt >= quiet;
  return {
    outage: {
      ...outage,
      failures: outage.failures + 1,
      lines: outage.lines + (log ? 1 : 0),
      lastLineAt: log ? now : outage.lastLineAt,
    },
    log,
  };
}
