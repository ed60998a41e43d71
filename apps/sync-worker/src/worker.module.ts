import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ConfigModule } from './config/config.module';
import { ENV, type WorkerEnv } from './config/env';
import { DatabaseModule } from './database/database.module';
import { MailModule } from './mail/mail.module';
import { DemandsModule } from './demands/demands.module';
import { HeartbeatModule } from './heartbeat/heartbeat.module';
import { WorkerLoggerModule } from './observability/logging';
import { ObservabilityModule } from './observability/observability.module';
import { OwnerReportsModule } from './owner-reports/owner-reports.module';
import { BullConnectionsLog, workerConnection } from './redis/bull-connections';
import { RetentionModule } from './retention/retention.module';
import { SchedulingModule } from './scheduling/scheduling.module';
import { StatisticsModule } from './statistics/statistics.module';
import { SyncModule } from './sync/sync.module';

@Module({
  imports: [
    ConfigModule,
    WorkerLoggerModule,
    DatabaseModule,
    BullModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: WorkerEnv) => ({ connection: workerConnection(env.REDIS_URL), prefix: env.QUEUE_PREFIX }),
    }),
    DiscoveryModule,
    SyncModule,
    SchedulingModule,
    StatisticsModule,
    MailModule,
    DemandsModule,
    HeartbeatModule,
    ObservabilityModule,
    OwnerReportsModule,
    RetentionModule,
  ],
  providers: [BullConnectionsLog],
})
export class WorkerModule {}
