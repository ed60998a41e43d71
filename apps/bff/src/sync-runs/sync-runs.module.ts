import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '../queues/queues.module';
import { SyncRunEntity } from '@immo/db';
import { SyncRunsController } from './sync-runs.controller';
import { SyncRunsService } from './sync-runs.service';
import { ImportScheduleReader } from './import-schedule';
import { SyncRunRecords } from './sync-run-records';

@Module({
  imports: [TypeOrmModule.forFeature([SyncRunEntity]), QueuesModule],
  controllers: [SyncRunsController],
  providers: [SyncRunsService, SyncRunRecords, ImportScheduleReader],
})
export class SyncRunsModule {}
