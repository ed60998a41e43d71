import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadsModule } from '../leads/leads.module';
import { MailOutboxEntity } from '@immo/db';
import { QueuesModule } from '../queues/queues.module';
import { MailOutboxActions } from './mail-outbox-actions';
import { MailOutboxController } from './mail-outbox.controller';
import { MailOutboxService } from './mail-outbox.service';

/**
 * The console's mail section (issue 15): the outbox by state, its totals per
 * day, and an operator's retry, discard or resend of one message. The outbox
 * belongs to the leads feature (OutboxWriter, MailEnqueuer); the worker sends.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntity]), QueuesModule, LeadsModule],
  controllers: [MailOutboxController],
  providers: [MailOutboxService, MailOutboxActions],
})
export class MailOutboxModule {}
