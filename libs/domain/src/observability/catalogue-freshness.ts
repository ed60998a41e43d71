// When is the catalogue too old? Shared by the BFF's readiness (an alert, not
// a reason to leave the load balancer) and the worker's import-age metric.

/** The spec's margin: the catalogue is stale once it is this much older than the schedule allows. */
export const CATALOGUE_STALE_GRACE_MINUTES = 30;

export type CatalogueFreshness =
  | { state: 'fresh' | 'stale'; ageSeconds: number; lastImportAt: string }
  | { state: 'never'; ageSeconds: null; lastImportAt: null };

/**
 * `lastImportAt`: when the last successful import finished. Incremental
 * imports run every `incrementalEveryMinutes`, so the catalogue may be that
 * old plus the grace before anyone needs to look.
 */
export function catalogueFreshness(
  lastImportAt: Date | null,
  now: Date,
  incrementalEveryMinutes: number,
): CatalogueFreshness {
  if (!lastImportAt) return { state: 'never', ageSeconds: null, lastImportAt: null };
  const ageSeconds = Math.max(0, Math.round((now.getTime() - lastImportAt.getTime()) / 1000));
  const allowedSeconds = (incrementalEveryMinutes + CATALOGUE_STALE_GRACE_MINUTES) * 60;
  return {
    state: ageSeconds > allowedSeconds ? 'stale' : 'fresh',
    ageSeconds,
    lastImportAt: lastImportAt.toISOString(),
  };
}
