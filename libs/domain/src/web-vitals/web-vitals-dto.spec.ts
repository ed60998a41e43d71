import { ZWebVitalsBeaconSchema } from './web-vitals-dto';

describe('ZWebVitalsBeaconSchema', () => {
  it('takes a page type with any of the three metrics', () => {
    expect(ZWebVitalsBeaconSchema.safeParse({ pageType: 'detail', lcp: 1800, inp: 120, cls: 0.02 }).success).toBe(true);
    expect(ZWebVitalsBeaconSchema.safeParse({ pageType: 'home', cls: 0 }).success).toBe(true);
  });

  it.each([
    ['no metric', { pageType: 'home' }],
    ['an unknown page type', { pageType: '/en/for-sale/?city=Ghent', lcp: 1000 }],
    ['an LCP past a minute', { pageType: 'home', lcp: 60_001 }],
    ['a negative INP', { pageType: 'home', inp: -1 }],
    ['a CLS past 10', { pageType: 'home', cls: 10.5 }],
    ['a field more (an address)', { pageType: 'home', lcp: 1000, url: 'https://example.test/?email=a@b.c' }],
  ])('refuses %s', (_, body) => {
    expect(ZWebVitalsBeaconSchema.safeParse(body).success).toBe(false);
  });
});
