import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { DEPENDENCY_PROBE_TIMEOUT_MS, HealthService } from './health.service';

/** Only `query` is used by the probe; the fake implements just that. */
function fakeDataSource(query: () => Promise<unknown>): DataSource {
  return { query } as Pick<DataSource, 'query'> as DataSource;
}

/** The probe reads one key through the queue's client. */
function fakeQueue(get: () => Promise<unknown>): Queue {
  const fake = { getBackend: () => ({ client: Promise.resolve({ get }) }), toKey: (type: string) => `immo:sync:${type}` };
  return fake as unknown as Queue;
}

const up = () => Promise.resolve(null);
const refused = () => Promise.reject(new Error('ECONNREFUSED'));
const hanging = () => new Promise<never>(() => undefined);

describe(HealthService.name, () => {
  it('reports both dependencies up', async () => {
    const service = new HealthService(fakeDataSource(up), fakeQueue(up));
    await expect(service.readiness()).resolves.toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('names the dependency that is down', async () => {
    await expect(new HealthService(fakeDataSource(refused), fakeQueue(up)).readiness()).resolves.toEqual({ status: 'error', database: 'down', redis: 'up' });
    await expect(new HealthService(fakeDataSource(up), fakeQueue(refused)).readiness()).resolves.toEqual({ status: 'error', database: 'up', redis: 'down' });
  });

  it('answers within the probe timeout when both dependencies hang', async () => {
    const started = Date.now();
    await expect(new HealthService(fakeDataSource(hanging), fakeQueue(hanging)).readiness()).resolves.toMatchObject({ database: 'down', redis: 'down' });
    expect(Date.now() - started).toBeLessThan(DEPENDENCY_PROBE_TIMEOUT_MS + 500);
  });
});
