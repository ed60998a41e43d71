import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

/**
 * Leaving the newsletter by typing one's address (which mails the address
 * its unsubscribe link). Signing up is the form
 * kind 'sign-newsletter' (leads/handlers/sign-newsletter.handler.ts);
 * confirming and one-click unsubscribing are the demands' flow (demands/).
 */
@Module({
  imports: [LeadsModule],
  controllers: [NewsletterController],
  providers: [NewsletterService],
})
export class NewsletterModule {}
