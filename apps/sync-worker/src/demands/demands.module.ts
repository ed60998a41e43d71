import { QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DemandAlertsService } from './demand-alerts.service';
import { DemandsProcessor } from './demands.processor';

/** Demand register alerts (after imports, daily and weekly digests) and the cleanup of unconfirmed sign-ups. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.demands }, { name: QueueName.mail })],
  providers: [DemandAlertsService, DemandsProcessor],
})
export class DemandsModule {}
