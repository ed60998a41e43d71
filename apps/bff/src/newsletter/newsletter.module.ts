import { Module } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

/**
 * Leaving the newsletter by typing one's address. Signing up is the form
 * kind 'sign-newsletter' (leads/handlers/sign-newsletter.handler.ts);
 * confirming and one-click unsubscribing are the demands' flow (demands/).
 */
@Module({
  controllers: [NewsletterController],
  providers: [NewsletterService],
})
export class NewsletterModule {}
