// The Web Vitals beacon and the console's report, checked at the BFF's edge.
import { z } from 'zod';
import { WEB_VITALS_PAGE_TYPES } from './web-vitals-page-type';
import { WEB_VITALS_MAX } from './web-vitals-rules';

const metricValue = (max: number) => z.number().finite().min(0).max(max).optional();

/** One page view's figures: its page type and whichever of the three metrics the browser measured. */
export const ZWebVitalsBeaconSchema = z
  .strictObject({
    pageType: z.enum(WEB_VITALS_PAGE_TYPES),
    lcp: metricValue(WEB_VITALS_MAX.LCP),
    inp: metricValue(WEB_VITALS_MAX.INP),
    cls: metricValue(WEB_VITALS_MAX.CLS),
  })
  .refine((beacon) => beacon.lcp !== undefined || beacon.inp !== undefined || beacon.cls !== undefined, {
    message: 'At least one of lcp, inp and cls',
  });
export type TWebVitalsBeacon = z.infer<typeof ZWebVitalsBeaconSchema>;

const p75 = z.number().nullable();

/** Per page type with any page view in the window: the page views and each metric's 75th percentile (null: none measured). */
export const ZWebVitalsReportSchema = z.object({
  days: z.number().int().positive(),
  pageTypes: z.array(
    z.object({
      pageType: z.enum(WEB_VITALS_PAGE_TYPES),
      pageViews: z.number().int().nonnegative(),
      lcp: p75,
      inp: p75,
      cls: p75,
    }),
  ),
});
export type WebVitalsReport = z.infer<typeof ZWebVitalsReportSchema>;
