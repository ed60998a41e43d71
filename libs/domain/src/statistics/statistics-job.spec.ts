import { ZStatisticsAggregatePayloadSchema } from '../queues';

describe('ZStatisticsAggregatePayloadSchema', () => {
  it('accepts no day (the nightly run) or one existing day', () => {
    expect(ZStatisticsAggregatePayloadSchema.parse({})).toEqual({});
    expect(ZStatisticsAggregatePayloadSchema.parse({ day: '2028-02-29' })).toEqual({ day: '2028-02-29' });
  });

  it('refuses a day that does not exist or is not YYYY-MM-DD', () => {
    expect(ZStatisticsAggregatePayloadSchema.safeParse({ day: '2026-02-29' }).success).toBe(false);
    expect(ZStatisticsAggregatePayloadSchema.safeParse({ day: '29/03/2026' }).success).toBe(false);
  });
});
