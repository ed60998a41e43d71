import { QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ScheduleRegistrar } from './schedule-registrar.service';

@Module({
  imports: [
    BullModule.registerQueue(
      { name: QueueName.sync },
      { name: QueueName.statistics },
      { name: QueueName.demands },
      { name: QueueName.owners },
      { name: QueueName.retention },
    ),
  ],
  providers: [ScheduleRegistrar],
})
export class SchedulingModule {}
