import {
  webVitalsBucketCount,
  webVitalsBucketOf,
  webVitalsBucketValue,
  webVitalsP75,
  webVitalsRating,
  type WebVitalsMetric,
} from './web-vitals-rules';

/** The buckets of these samples, as the table keeps them. */
function bucketsOf(metric: WebVitalsMetric, values: number[]) {
  const counts = new Map<number, number>();
  for (const value of values) {
    const bucket = webVitalsBucketOf(metric, value);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
}

describe(webVitalsRating.name, () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ] as const)('rates %s %d as %s', (metric, value, rating) => {
    expect(webVitalsRating(metric, value)).toBe(rating);
  });
});

describe(webVitalsBucketOf.name, () => {
  it('puts a value on a threshold in the bucket that ends there, so its rating holds', () => {
    expect(webVitalsBucketValue('LCP', webVitalsBucketOf('LCP', 2500))).toBe(2500);
    expect(webVitalsBucketValue('LCP', webVitalsBucketOf('LCP', 2501))).toBe(2600);
    expect(webVitalsBucketValue('INP', webVitalsBucketOf('INP', 200))).toBe(200);
    expect(webVitalsBucketValue('CLS', webVitalsBucketOf('CLS', 0.1))).toBe(0.1);
    expect(webVitalsBucketValue('CLS', webVitalsBucketOf('CLS', 0.25))).toBe(0.25);
  });

  it('keeps the long tail in coarser buckets and the largest value in the last one', () => {
    expect(webVitalsBucketValue('LCP', webVitalsBucketOf('LCP', 12_345))).toBe(13_000);
    expect(webVitalsBucketOf('LCP', 60_000)).toBe(webVitalsBucketCount('LCP') - 1);
    expect(webVitalsBucketOf('CLS', 10)).toBe(webVitalsBucketCount('CLS') - 1);
    expect(webVitalsBucketOf('INP', 0)).toBe(0);
  });
});

describe(webVitalsP75.name, () => {
  it('is the value three quarters of the page views are at or below', () => {
    // 8 samples: the 6th smallest is the 75th percentile.
    const values = [800, 900, 1200, 1500, 2000, 2400, 3100, 9000];
    expect(webVitalsP75('LCP', bucketsOf('LCP', values))).toBe(2400);
  });

  it('reads a CLS percentile in its own unit', () => {
    expect(webVitalsP75('CLS', bucketsOf('CLS', [0, 0, 0.02, 0.3]))).toBe(0.02);
  });

  it('counts repeated buckets by their count, in bucket order whatever the rows order', () => {
    expect(
      webVitalsP75('INP', [
        { bucket: webVitalsBucketOf('INP', 600), count: 1 },
        { bucket: webVitalsBucketOf('INP', 40), count: 3 },
      ]),
    ).toBe(40);
  });

  it('is null without samples', () => {
    expect(webVitalsP75('LCP', [])).toBeNull();
    expect(webVitalsP75('LCP', [{ bucket: 3, count: 0 }])).toBeNull();
  });
});
