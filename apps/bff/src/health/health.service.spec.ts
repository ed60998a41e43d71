import { ServiceUnavailableException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { HealthService } from './health.service';

/** Only `query` is used by the probe; the fake implements just that. */
function fakeDataSource(query: () => Promise<unknown>): DataSource {
  return { query } as Pick<DataSource, 'query'> as DataSource;
}

describe(HealthService.name, () => {
  it('reports the database up', async () => {
    const service = new HealthService(fakeDataSource(() => Promise.resolve([{ '?column?': 1 }])));
    await expect(service.check()).resolves.toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when PostgreSQL is down', async () => {
    const service = new HealthService(fakeDataSource(() => Promise.reject(new Error('ECONNREFUSED'))));
    await expect(service.check()).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
