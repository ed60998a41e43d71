import { QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { StatisticsModule } from '../statistics/statistics.module';
import { RecordRetention } from './record-retention';
import { RetentionProcessor } from './retention.processor';
import { ViewRetention } from './view-retention';

/** The nightly retention job (its schedule is registered by the scheduling module). */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.retention }), StatisticsModule],
  providers: [ViewRetention, RecordRetention, RetentionProcessor],
})
export class RetentionModule {}
