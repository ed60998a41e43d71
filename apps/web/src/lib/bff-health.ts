// Whether the BFF can answer, as the proxy must know before a page renders:
// once a page streams, its status is 200 or 500 and nothing else, so the 503
// of the API-failure page can only be chosen up front (lib/page-guard.ts).
//
// The proxy and the pages are separate bundles in one Node process (Next.js
// requires the Node proxy into the server), so the state lives on globalThis:
// a page whose BFF call fails marks the BFF down for the next requests, and
// the proxy's own probe finds a BFF that went away before any page noticed.

/** How long a 'reachable' answer is trusted: one probe per this period and process. */
const UP_TTL_MS = 5_000;
/** How long a 'down' answer stands before the next probe: a restarted BFF is seen this soon. */
const DOWN_TTL_MS = 2_000;
/** A BFF slower than this to answer its health check is as good as down for a visitor. */
const PROBE_TIMEOUT_MS = 2_000;

interface BffHealthState {
  up: boolean;
  /** Until when `up` is trusted without asking again (ms since the epoch). */
  validUntil: number;
  /** The probe in flight, shared by the requests that arrive meanwhile. */
  probe: Promise<boolean> | null;
}

const KEY = Symbol.for('immo.web.bff-health');

function state(): BffHealthState {
  const holder = globalThis as typeof globalThis & { [KEY]?: BffHealthState };
  holder[KEY] ??= { up: true, validUntil: 0, probe: null };
  return holder[KEY];
}

/**
 * Called when a BFF call got no answer at all (refused, reset, timed out).
 * An error status is not reported this way: one failing endpoint must not
 * turn the whole site into the API-failure page (see reportBffError).
 */
export function reportBffFailure(now = Date.now()): void {
  record(false, now + DOWN_TTL_MS);
}

/**
 * Called when a BFF call answered 5xx: the next request asks the health
 * check again rather than trusting its last answer, so a database that went
 * away shows as the API-failure page within one request, not five seconds.
 */
export function reportBffError(): void {
  state().validUntil = 0;
}

/** Logged once per change, not once per request answered meanwhile. */
function record(up: boolean, validUntil: number): void {
  const current = state();
  if (current.up !== up) {
    if (up) console.warn('[web] BFF reachable again: pages render');
    else console.error('[web] BFF or its database unreachable: pages answer the API-failure page (503)');
  }
  current.up = up;
  current.validUntil = validUntil;
}

/**
 * Whether the BFF can serve pages: it answers, and its readiness does not say
 * the database is down (every page reads the catalogue from it). Any other
 * answer counts as up, even a 503: Redis alone down, pages do not need it.
 */
async function probe(bffUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${bffUrl}/api/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (response.ok) {
      await response.body?.cancel();
      return true;
    }
    const body = (await response.json().catch(() => null)) as { database?: unknown } | null;
    return body?.database !== 'down';
  } catch {
    return false;
  }
}

/** The BFF's last known state, probed again once it is older than its TTL. */
export async function isBffReachable(bffUrl: string, now = Date.now()): Promise<boolean> {
  const current = state();
  if (now < current.validUntil) return current.up;
  current.probe ??= probe(bffUrl).then((up) => {
    record(up, Date.now() + (up ? UP_TTL_MS : DOWN_TTL_MS));
    current.probe = null;
    return up;
  });
  return current.probe;
}
