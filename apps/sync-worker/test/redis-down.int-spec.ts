import { BullModule } from '@nestjs/bullmq';
import { DiscoveryModule } from '@nestjs/core';
import { Test, type TestingModule } from '@nestjs/testing';
import { ConfigModule } from '../src/config/config.module';
import { ENV, loadEnv, type WorkerEnv } from '../src/config/env';
import { DatabaseModule } from '../src/database/database.module';
import { BullConnectionsLog, workerConnection } from '../src/redis/bull-connections';
import { StatisticsModule } from '../src/statistics/statistics.module';
import { RedisProxy } from './support/redis-proxy';

const until = async (condition: () => boolean, ms: number): Promise<void> => {
  for (const deadline = Date.now() + ms; !condition() && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 100));
};

describe('worker losing Redis', () => {
  const env = loadEnv();
  const proxy = new RedisProxy(new URL(env.REDIS_URL));
  /** What the worker logs about Redis, and what BullMQ or ioredis would print themselves. */
  const redisLines: string[] = [];
  const keep = (message: unknown) => {
    if (/redis/i.test(String(message))) redisLines.push(String(message));
  };
  let worker: TestingModule;

  beforeAll(async () => {
    jest
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => void redisLines.push(args.map(String).join(' ')));
    await proxy.start();
    worker = await Test.createTestingModule({
      imports: [
        ConfigModule,
        DatabaseModule,
        BullModule.forRootAsync({
          inject: [ENV],
          useFactory: (workerEnv: WorkerEnv) => ({
            connection: workerConnection(workerEnv.REDIS_URL),
            prefix: workerEnv.QUEUE_PREFIX,
          }),
        }),
        DiscoveryModule,
        // A queue and its processor: three connections that fail together.
        StatisticsModule,
      ],
      providers: [BullConnectionsLog],
    })
      .overrideProvider(ENV)
      .useValue({ ...env, REDIS_URL: proxy.url })
      .setLogger({ log: keep, warn: keep, error: keep })
      .compile();
    await worker.init();
  });

  afterAll(async () => {
    // BullMQ's Worker.close() never resolves while Redis is unreachable (taskforcesh/bullmq#4656): Redis is back by now.
    await worker.close();
    await proxy.stop();
    jest.restoreAllMocks();
  });

  it('logs the outage once, not each attempt of each connection, and once when Redis is back', async () => {
    await proxy.stop();
    // Attempts at 0.5, 1.5 and 3.5 s for each of the three connections.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(redisLines).toEqual([expect.stringMatching(/^Redis unreachable for the queues and workers: /)]);

    await proxy.start();
    await until(() => redisLines.length > 1, 8_000);
    expect(redisLines).toEqual([
      expect.any(String),
      expect.stringMatching(/^Redis reachable again for the queues and workers after \d+ s/),
    ]);
  }, 20_000);
});
