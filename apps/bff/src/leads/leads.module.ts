import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaptchaModule } from '../captcha/captcha.module';
import { CaptchaVerifier } from '../captcha/captcha.verifier';
import { CvUploadsModule } from '../cv-uploads/cv-uploads.module';
import { PropertyFormsModule } from '../property-forms/property-forms.module';
import { PropertyEntity, LeadEntity, MailOutboxEntity } from '@immo/db';
import { QueuesModule } from '../queues/queues.module';
import { LEAD_CAPTCHA } from './captcha-verifier';
import { FormClientLimit } from './form-client-limit';
import { DefaultLeadHandler } from './handlers/default.handler';
import { LEAD_HANDLERS } from './handlers/lead-handler';
import { leadHandlerClasses } from './handlers/lead-handlers';
import { LeadRecorder } from './lead-recorder';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { MailEnqueuer } from './mail-enqueuer';
import { OutboxWriter } from './outbox-writer';

/**
 * Form submissions (POST /api/forms/{kind}) stored as leads with their
 * mails in the outbox. Exports what other features use to do the same in
 * their own flows: LeadRecorder, OutboxWriter, MailEnqueuer (see each file),
 * and LeadsService for a controller of its own (the CV's multipart form).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([LeadEntity, MailOutboxEntity, PropertyEntity]),
    // The producers' own mail queue (watched by their Redis connection log), not a second instance of it.
    QueuesModule,
    CaptchaModule,
    PropertyFormsModule,
    CvUploadsModule,
  ],
  controllers: [LeadsController],
  providers: [
    LeadsService,
    LeadRecorder,
    OutboxWriter,
    MailEnqueuer,
    FormClientLimit,
    DefaultLeadHandler,
    ...leadHandlerClasses,
    { provide: LEAD_HANDLERS, inject: leadHandlerClasses, useFactory: (...handlers: unknown[]) => handlers },
    { provide: LEAD_CAPTCHA, useExisting: CaptchaVerifier },
  ],
  exports: [LeadsService, LeadRecorder, OutboxWriter, MailEnqueuer],
})
export class LeadsModule {}
