import { Module } from '@nestjs/common';
import { ManageAlertsController } from './manage-alerts.controller';
import { ManageAlertsService } from './manage-alerts.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/**
 * The demand register's subscriptions (and the newsletter's, which share
 * their confirmation and unsubscribe flow). The form itself goes through
 * POST /api/forms/demand-register (leads/handlers/demand-register.handler.ts);
 * the alerts are the worker's (apps/sync-worker/src/demands/); the visitor
 * manages their own alerts through ManageAlertsController (a signed link).
 */
@Module({
  controllers: [SubscriptionsController, ManageAlertsController],
  providers: [SubscriptionsService, ManageAlertsService],
})
export class DemandsModule {}
