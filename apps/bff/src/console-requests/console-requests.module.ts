import { Module } from '@nestjs/common';
import { CvUploadsModule } from '../cv-uploads/cv-uploads.module';
import { LeadsModule } from '../leads/leads.module';
import { ResponseCacheModule } from '../response-cache/response-cache.module';
import { LeadActions } from './lead-actions';
import { LeadsConsoleController } from './leads-console.controller';
import { LeadsConsoleService } from './leads-console.service';
import { SubscribersController } from './subscribers.controller';
import { SubscribersService } from './subscribers.service';

/**
 * The console's requests section (issue 15): the leads of every form with
 * filters, CSV export and an operator's actions (assign, duplicate,
 * quarantine and release); demands, newsletter subscribers, testimonials to
 * publish or reject. The leads' mails are the leads feature's (OutboxWriter,
 * MailEnqueuer, its handlers).
 */
@Module({
  imports: [LeadsModule, CvUploadsModule, ResponseCacheModule],
  controllers: [LeadsConsoleController, SubscribersController],
  providers: [LeadsConsoleService, LeadActions, SubscribersService],
})
export class ConsoleRequestsModule {}
