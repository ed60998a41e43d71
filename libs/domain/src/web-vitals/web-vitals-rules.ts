// Web Vitals of real visitors, read the way the Chrome UX report reads them:
// each metric's 75th percentile over a window, rated by Google's thresholds.
// Values are kept as counts in fixed buckets, so a day of a page type is a few
// hundred rows at most whatever the traffic, and the percentile comes from
// the counts. No zod here: the browser's beacon imports these.

export const WEB_VITALS_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalsMetric = (typeof WEB_VITALS_METRICS)[number];

/** The largest value a beacon may carry: LCP and INP in milliseconds, CLS unitless. */
export const WEB_VITALS_MAX: Readonly<Record<WebVitalsMetric, number>> = { LCP: 60_000, INP: 60_000, CLS: 10 };

/** The window the console reports over, as CrUX does (28 days, today included). */
export const WEB_VITALS_REPORT_DAYS = 28;
/** Days of buckets kept; the retention job deletes older ones. */
export const WEB_VITALS_RETENTION_DAYS = 90;
/** Beacons one network (`budgetNetwork`) may send per clock hour before further ones count nothing. */
export const WEB_VITALS_BEACON_BUDGET_PER_HOUR = 60;

/** Good up to the first value, needs improvement up to the second, poor above (web.dev's thresholds). */
export const WEB_VITALS_THRESHOLDS: Readonly<Record<WebVitalsMetric, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export const WEB_VITALS_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalsRating = (typeof WEB_VITALS_RATINGS)[number];

export function webVitalsRating(metric: WebVitalsMetric, value: number): WebVitalsRating {
  const [good, poor] = WEB_VITALS_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

// Bucket upper edges in integer units (ms; CLS in hundredths): fine where the
// thresholds are, coarser in the long tail. Every threshold is an edge, so a
// percentile read as its bucket's upper edge is never rated better than it is.
function steps(from: number, to: number, step: number): number[] {
  const edges: number[] = [];
  for (let edge = from; edge <= to; edge += step) edges.push(edge);
  return edges;
}

const UNIT: Readonly<Record<WebVitalsMetric, number>> = { LCP: 1, INP: 1, CLS: 100 };
const EDGES: Readonly<Record<WebVitalsMetric, readonly number[]>> = {
  LCP: [...steps(100, 10_000, 100), ...steps(11_000, 60_000, 1000)],
  INP: [...steps(10, 1000, 10), ...steps(1100, 10_000, 100), ...steps(11_000, 60_000, 1000)],
  CLS: [...steps(1, 100, 1), ...steps(110, 1000, 10)],
};

/** How many buckets a metric has (bucket numbers run from 0). */
export function webVitalsBucketCount(metric: WebVitalsMetric): number {
  return EDGES[metric].length;
}

/** The bucket a value falls in: the first whose upper edge is at or above it (a value past the last edge, the last). */
export function webVitalsBucketOf(metric: WebVitalsMetric, value: number): number {
  // Rounded so that 0.1 × 100 is 10, not 10.000000000000002.
  const units = Math.round(Math.max(0, value) * UNIT[metric] * 1e6) / 1e6;
  const edges = EDGES[metric];
  const index = edges.findIndex((edge) => units <= edge);
  return index === -1 ? edges.length - 1 : index;
}

/** A bucket's upper edge in the metric's own unit (ms, or CLS's unitless score). */
export function webVitalsBucketValue(metric: WebVitalsMetric, bucket: number): number {
  const edges = EDGES[metric];
  const edge = edges[Math.min(Math.max(0, Math.trunc(bucket)), edges.length - 1)] ?? 0;
  return edge / UNIT[metric];
}

export interface WebVitalsBucketCount {
  bucket: number;
  count: number;
}

/**
 * The 75th percentile of the samples counted in these buckets (nearest rank:
 * the value at least 75% of the samples are at or below), as its bucket's
 * upper edge; null without samples.
 */
export function webVitalsP75(metric: WebVitalsMetric, buckets: readonly WebVitalsBucketCount[]): number | null {
  const counted = buckets.filter(({ count }) => count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = counted.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const { bucket, count } of counted) {
    seen += count;
    if (seen >= rank) return webVitalsBucketValue(metric, bucket);
  }
  return null;
}
