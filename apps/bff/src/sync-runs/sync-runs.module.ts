import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SyncRunEntity } from './sync-run.entity';
import { SyncRunsController } from './sync-runs.controller';
import { SyncRunsService } from './sync-runs.service';

@Module({
  imports: [TypeOrmModule.forFeature([SyncRunEntity])],
  controllers: [SyncRunsController],
  providers: [SyncRunsService],
})
export class SyncRunsModule {}
