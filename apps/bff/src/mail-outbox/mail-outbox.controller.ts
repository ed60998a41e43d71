import {
  type MailOutboxMessage,
  type MailOutboxPage,
  type MailOutboxQuery,
  type MailLanes,
  type MailTotals,
  ZMailOutboxQuerySchema,
} from '@immo/domain';
import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoStore } from '../common/cache-control';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { responseSchema } from '../common/response-schema';
import { Audited } from '../operators/audited.decorator';
import { OperatorOnly } from '../operators/operator-only.decorator';
import { type MailActionResult, ZMailActionResultSchema, ZMailOutboxIdSchema } from './dto/mail-outbox.params';
import { MailOutboxActions } from './mail-outbox-actions';
import { MailOutboxService } from './mail-outbox.service';
import { ValidParam, ValidQuery } from '../common/zod-request';

const refusedDoc = {
  description: '{ code: "MAIL_ACTION_REFUSED", state }: the message is not in the state this action takes',
};

// The OpenAPI schema of the answer, from its zod schema: the shape is declared once.
const MailActionResponse = responseSchema('MailActionResponse', ZMailActionResultSchema);

@ApiTags('operations')
@OperatorOnly()
// Below @OperatorOnly(): a forged request is refused before its session is looked up.
@RefuseCrossSite()
@Controller('mail-outbox')
export class MailOutboxController {
  constructor(
    private readonly service: MailOutboxService,
    private readonly actions: MailOutboxActions,
  ) {}

  @Get()
  @NoStore()
  @ApiOkResponse({
    description:
      '{ page, pageSize, total, items }: newest first; recipient, subject, template, state, attempts, last error and dates, never the body',
  })
  list(@ValidQuery(ZMailOutboxQuerySchema) query: MailOutboxQuery): Promise<MailOutboxPage> {
    return this.service.list(query);
  }

  @Get('totals')
  @NoStore()
  @ApiOkResponse({
    description:
      '{ days: [{ day, queued, sent, retrying, dead, discarded }] }: messages written on each of the last 14 Brussels days, newest first, by their state now',
  })
  totals(): Promise<MailTotals> {
    return this.service.totals();
  }

  // Before ':id', which would take 'lanes' for an id.
  @Get('lanes')
  @NoStore()
  @ApiOkResponse({
    description:
      '{ lanes: [{ lane, pending, oldestWaitingSeconds }] }: urgent (leads, accounts), alerts, bulk (reports); mails not sent yet and the age of the oldest not attempted yet (null: none)',
  })
  lanes(): Promise<MailLanes> {
    return this.service.lanes();
  }

  @Get(':id')
  @NoStore()
  @ApiOkResponse({
    description:
      'One message: what the list shows, and the html and text the worker last wrote for it (null before its first attempt)',
  })
  @ApiNotFoundResponse({ description: '{ code: "MAIL_NOT_FOUND" }' })
  message(@ValidParam('id', ZMailOutboxIdSchema) id: string): Promise<MailOutboxMessage> {
    return this.service.message(id);
  }

  @Post(':id/retry')
  @Audited('mail.retry')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: MailActionResponse,
    description: 'A dead message queued again with a fresh budget of attempts',
  })
  @ApiNotFoundResponse({ description: '{ code: "MAIL_NOT_FOUND" }' })
  @ApiConflictResponse(refusedDoc)
  retry(@ValidParam('id', ZMailOutboxIdSchema) id: string): Promise<MailActionResult> {
    return this.actions.retry(id);
  }

  @Post(':id/discard')
  @Audited('mail.discard')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MailActionResponse, description: 'A dead message kept for the record and never sent' })
  @ApiNotFoundResponse({ description: '{ code: "MAIL_NOT_FOUND" }' })
  @ApiConflictResponse(refusedDoc)
  discard(@ValidParam('id', ZMailOutboxIdSchema) id: string): Promise<MailActionResult> {
    return this.actions.discard(id);
  }

  @Post(':id/resend')
  @Audited('mail.resend')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: MailActionResponse,
    description:
      'A sent message written again as a new message (new id and Message-ID, resentFrom the original) and queued',
  })
  @ApiNotFoundResponse({ description: '{ code: "MAIL_NOT_FOUND" }' })
  @ApiConflictResponse(refusedDoc)
  resend(@ValidParam('id', ZMailOutboxIdSchema) id: string): Promise<MailActionResult> {
    return this.actions.resend(id);
  }
}
