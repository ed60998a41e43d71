import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import { ENV, type WorkerEnv } from './config/env';
import { DatabaseModule } from './database/database.module';
import { SchedulingModule } from './scheduling/scheduling.module';
import { StatisticsModule } from './statistics/statistics.module';
import { SyncModule } from './sync/sync.module';

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    BullModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: WorkerEnv) => ({ connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX }),
    }),
    SyncModule,
    SchedulingModule,
    StatisticsModule,
  ],
})
export class WorkerModule {}
