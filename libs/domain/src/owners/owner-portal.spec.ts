import {
  ownerPropertyStatus,
  recentWeeks,
  reportWeek,
  weeklyReportViews,
  ZOwnerPropertyDetailSchema,
  ZPriceDisplaySchema,
} from './owner-portal';
import { priceDisplay } from '../price/price-display';

describe(ownerPropertyStatus.name, () => {
  it('words the marquee as the public site does, else the goal', () => {
    expect(ownerPropertyStatus({ goal: 'sale', marquee: 0, live: true })).toBe('forSale');
    expect(ownerPropertyStatus({ goal: 'rent', marquee: 0, live: true })).toBe('forRent');
    expect(ownerPropertyStatus({ goal: 'sale', marquee: 5, live: true })).toBe('saleAgreed');
    expect(ownerPropertyStatus({ goal: 'sale', marquee: 3, live: true })).toBe('sold');
    expect(ownerPropertyStatus({ goal: 'rent', marquee: 99, live: true })).toBe('forRent');
  });

  it('is offline once the site no longer shows the property, whatever its marquee', () => {
    expect(ownerPropertyStatus({ goal: 'sale', marquee: 3, live: false })).toBe('offline');
  });
});

describe(recentWeeks.name, () => {
  it('gives the Mondays up to the current week, oldest first', () => {
    // 2026-03-29 is a Sunday (the spring DST change).
    expect(recentWeeks('2026-03-29', 3)).toEqual(['2026-03-09', '2026-03-16', '2026-03-23']);
    expect(recentWeeks('2026-03-30', 2)).toEqual(['2026-03-23', '2026-03-30']);
  });
});

describe(reportWeek.name, () => {
  it('tells about the last whole week before the day it is sent', () => {
    expect(reportWeek('2026-11-23')).toEqual({
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      previousWeekStart: '2026-11-09',
    });
    // Sent late, on a Wednesday: still the week before.
    expect(reportWeek('2026-11-25')).toEqual({
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      previousWeekStart: '2026-11-09',
    });
  });
});

describe('ZPriceDisplaySchema', () => {
  it('accepts every shape priceDisplay gives', () => {
    const base = { price: 250000, publishPrice: true, priceUnit: null, marquee: 0 };
    for (const display of [
      priceDisplay(base, []),
      priceDisplay({ ...base, priceUnit: 7 }, []),
      priceDisplay({ ...base, goal: 'rent', price: 900 }, []),
      priceDisplay({ ...base, publishPrice: false }, []),
      priceDisplay({ ...base, marquee: 5 }, [5]),
    ]) {
      expect(ZPriceDisplaySchema.parse(display)).toEqual(display);
    }
  });
});

describe('ZOwnerPropertyDetailSchema', () => {
  it('refuses a date that is not an instant', () => {
    const property = {
      id: 1,
      reference: 'V-1',
      title: 'Maison',
      city: 'Liège',
      status: 'forSale',
      goal: 'sale',
      price: { kind: 'onRequest' },
      photoUrl: null,
      path: null,
      views: { today: 0, week: 0, month: 0, total: 0 },
    };
    const detail = {
      property,
      views: { ...property.views, days: [] },
      reach: { matchingDemands: 0, alertMailsByWeek: [] },
      communications: [
        { date: '2026-11-24', channel: 'email', subject: null, subjectCode: null, body: null, language: 'fr' },
      ],
      calendarVisits: [],
      onlineMedia: [],
    };
    expect(ZOwnerPropertyDetailSchema.safeParse(detail).success).toBe(false);
    detail.communications[0]!.date = '2026-11-24T09:00:00.000Z';
    expect(ZOwnerPropertyDetailSchema.safeParse(detail).success).toBe(true);
  });
});

describe(weeklyReportViews.name, () => {
  it('sums the reported week, the one before it and everything up to its Sunday', () => {
    const daily = [
      { day: '2026-03-08', views: 1 },
      { day: '2026-03-09', views: 2 },
      { day: '2026-03-15', views: 3 },
      { day: '2026-03-16', views: 4 },
      { day: '2026-03-22', views: 5 },
      { day: '2026-03-23', views: 100 },
    ];
    expect(weeklyReportViews(daily, '2026-03-16')).toEqual({ week: 9, previousWeek: 5, total: 15 });
  });
});
