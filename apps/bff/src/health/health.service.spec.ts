import { QueueName } from '@immo/domain';
import { getQueueToken } from '@nestjs/bullmq';
import { TerminusModule } from '@nestjs/terminus';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { ENV } from '../config/env';
import { DEPENDENCY_PROBE_TIMEOUT_MS, HealthService } from './health.service';

const up = () => Promise.resolve([{ last: new Date() }]);
const refused = () => Promise.reject(new Error('ECONNREFUSED'));
const hanging = () => new Promise<never>(() => undefined);

/** The data source answers both probes (SELECT 1 and the last import); the queue's client answers the Redis one. */
async function service(query: (sql: string) => Promise<unknown>, get: () => Promise<unknown>): Promise<HealthService> {
  const queue = {
    getBackend: () => ({ client: Promise.resolve({ get }) }),
    toKey: (type: string) => `immo:sync:${type}`,
  };
  const moduleRef = await Test.createTestingModule({
    imports: [TerminusModule.forRoot({ logger: false })],
    providers: [
      HealthService,
      { provide: getDataSourceToken(), useValue: { query } },
      { provide: getQueueToken(QueueName.sync), useValue: queue },
      { provide: ENV, useValue: { SYNC_INCREMENTAL_EVERY_MINUTES: 15 } },
    ],
  }).compile();
  return moduleRef.get(HealthService);
}

describe(HealthService.name, () => {
  it('reports both dependencies up and a fresh catalogue', async () => {
    await expect((await service(up, up)).readiness()).resolves.toMatchObject({
      status: 'ok',
      database: 'up',
      redis: 'up',
      catalogue: 'fresh',
    });
  });

  it('names the dependency that is down', async () => {
    const databaseDown = await (await service(refused, up)).readiness();
    expect(databaseDown).toMatchObject({
      status: 'error',
      database: 'down',
      redis: 'up',
      error: { database: { status: 'down' } },
    });
    await expect((await service(up, refused)).readiness()).resolves.toMatchObject({
      status: 'error',
      database: 'up',
      redis: 'down',
    });
  });

  it('stays ready with a stale catalogue, degraded and saying how old it is', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const readiness = await (
      await service((sql) => Promise.resolve(sql.includes('sync_runs') ? [{ last: twoHoursAgo }] : []), up)
    ).readiness();
    expect(readiness).toMatchObject({ status: 'degraded', database: 'up', redis: 'up', catalogue: 'stale' });
    expect(readiness.details['catalogue']).toMatchObject({ status: 'degraded', state: 'stale', ageSeconds: 7200 });
  });

  it('answers within the probe timeout when both dependencies hang', async () => {
    const started = Date.now();
    await expect((await service(hanging, hanging)).readiness()).resolves.toMatchObject({
      database: 'down',
      redis: 'down',
    });
    expect(Date.now() - started).toBeLessThan(DEPENDENCY_PROBE_TIMEOUT_MS + 500);
  });
});
