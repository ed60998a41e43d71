import { QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { OwnerReportsProcessor } from './owner-reports.processor';
import { WeeklyReportService } from './weekly-report.service';

/** The owners' weekly report (issue 14): figures per property, mailed through the outbox. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.owners }, { name: QueueName.mail })],
  providers: [WeeklyReportService, OwnerReportsProcessor],
})
export class OwnerReportsModule {}
