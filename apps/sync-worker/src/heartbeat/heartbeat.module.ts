import { QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { Heartbeat } from './heartbeat.service';

@Module({
  imports: [BullModule.registerQueue({ name: QueueName.sync })],
  providers: [Heartbeat],
})
export class HeartbeatModule {}
