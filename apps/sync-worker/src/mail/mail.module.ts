import { JobLogContext } from '../observability/job-log-context';
import { QueueName } from '@immo/domain';
import { MailerModule } from '@nestjs-modules/mailer';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ENV, type WorkerEnv } from '../config/env';
import { UploadsModule } from '../uploads/uploads.module';
import { LeadRetention } from './lead-retention';
import { MailAgency } from './mail-agency';
import { mailerOptions } from './mailer-options';
import { MailProcessor } from './mail.processor';
import { MailUpkeepProcessor } from './mail-upkeep.processor';
import { MailScheduleRegistrar } from './mail-schedule.registrar';
import { MailTransport } from './mail-transport';
import { OutboxRelay } from './outbox-relay';
import { OutboxSender } from './outbox-sender';

/** The mail queue's processor (the outbox's sends) and its upkeep's (the relay and the leads' retention, with their schedules). */
@Module({
  imports: [
    BullModule.registerQueue({ name: QueueName.mail }, { name: QueueName.mailUpkeep }),
    MailerModule.forRootAsync({ inject: [ENV], useFactory: (env: WorkerEnv) => mailerOptions(env) }),
    UploadsModule,
  ],
  providers: [
    MailTransport,
    MailAgency,
    OutboxSender,
    OutboxRelay,
    LeadRetention,
    MailProcessor,
    MailUpkeepProcessor,
    MailScheduleRegistrar,
    JobLogContext,
  ],
})
export class MailModule {}
