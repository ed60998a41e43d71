import { Module } from '@nestjs/common';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/**
 * The demand register's subscriptions (and the newsletter's, which share
 * their confirmation and unsubscribe flow). The form itself goes through
 * POST /api/forms/demand-register (leads/handlers/demand-register.handler.ts);
 * the alerts are the worker's (apps/sync-worker/src/demands/).
 */
@Module({
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService],
})
export class DemandsModule {}
