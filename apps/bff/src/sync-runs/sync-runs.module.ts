import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '../queues/queues.module';
import { SyncRunEntity } from './sync-run.entity';
import { SyncRunsController } from './sync-runs.controller';
import { SyncRunsService } from './sync-runs.service';

@Module({
  imports: [TypeOrmModule.forFeature([SyncRunEntity]), QueuesModule],
  controllers: [SyncRunsController],
  providers: [SyncRunsService],
})
export class SyncRunsModule {}
