import { QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DailyViewsAggregator } from './daily-views-aggregator';
import { StatisticsProcessor } from './statistics.processor';

/** The nightly visit statistics: the processor of the `statistics` queue (its schedule is enqueued elsewhere). */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.statistics })],
  providers: [DailyViewsAggregator, StatisticsProcessor],
  exports: [DailyViewsAggregator],
})
export class StatisticsModule {}
