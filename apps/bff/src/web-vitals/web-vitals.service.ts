import {
  addDays,
  beaconVerdict,
  statisticsDayOf,
  type TWebVitalsBeacon,
  WEB_VITALS_BEACON_BUDGET_PER_HOUR,
  WEB_VITALS_METRICS,
  WEB_VITALS_PAGE_TYPES,
  WEB_VITALS_REPORT_DAYS,
  type WebVitalsMetric,
  type WebVitalsPageType,
  type WebVitalsReport,
  webVitalsBucketOf,
  webVitalsP75,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { addWebVitalsSample, webVitalsBucketsSince, webVitalsPageViewsSince } from '@immo/db';
import { BeaconBudget } from '../statistics/beacon-budget';
import { ViewSalts } from '../statistics/view-salts';
import { webVitalsNetworkHash } from './web-vitals-network';

export interface WebVitalsBeaconRequest {
  beacon: TWebVitalsBeacon;
  /** The client IP as Fastify resolved it (X-Forwarded-For from trusted proxies only). */
  ip: string;
  userAgent: string | undefined;
}

/** What became of a beacon; the browser gets 204 whatever it is. */
export type WebVitalsOutcome = 'recorded' | 'bot' | 'over-budget';

@Injectable()
export class WebVitalsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly salts: ViewSalts,
    private readonly budget: BeaconBudget,
  ) {}

  async record({ beacon, ip, userAgent }: WebVitalsBeaconRequest): Promise<WebVitalsOutcome> {
    const day = statisticsDayOf(new Date());
    const salt = await this.salts.saltFor(day);
    const verdict = beaconVerdict(
      { userAgent, beaconsThisHour: await this.budget.spend(webVitalsNetworkHash(salt, ip)) },
      WEB_VITALS_BEACON_BUDGET_PER_HOUR,
    );
    if (verdict !== 'visit') return verdict;
    const values: Record<WebVitalsMetric, number | undefined> = { LCP: beacon.lcp, INP: beacon.inp, CLS: beacon.cls };
    const buckets = WEB_VITALS_METRICS.flatMap((metric) => {
      const value = values[metric];
      return value === undefined ? [] : [{ metric, bucket: webVitalsBucketOf(metric, value) }];
    });
    await addWebVitalsSample(this.dataSource, { day, pageType: beacon.pageType, buckets });
    return 'recorded';
  }

  /** Each page type's page views and 75th percentiles over the last WEB_VITALS_REPORT_DAYS Brussels days, today included. */
  async report(now: Date = new Date()): Promise<WebVitalsReport> {
    const from = addDays(statisticsDayOf(now), 1 - WEB_VITALS_REPORT_DAYS);
    const [views, buckets] = await Promise.all([
      webVitalsPageViewsSince(this.dataSource, from),
      webVitalsBucketsSince(this.dataSource, from),
    ]);
    const p75 = (pageType: string, metric: WebVitalsMetric) =>
      webVitalsP75(
        metric,
        buckets.filter((row) => row.pageType === pageType && row.metric === metric),
      );
    // In the domain's order of page types; a type no longer known (renamed since) is left out.
    const pageTypes = WEB_VITALS_PAGE_TYPES.flatMap((pageType: WebVitalsPageType) => {
      const pageViews = views.find((row) => row.pageType === pageType)?.pageViews ?? 0;
      if (pageViews === 0) return [];
      return [{ pageType, pageViews, lcp: p75(pageType, 'LCP'), inp: p75(pageType, 'INP'), cls: p75(pageType, 'CLS') }];
    });
    return { days: WEB_VITALS_REPORT_DAYS, pageTypes };
  }
}
