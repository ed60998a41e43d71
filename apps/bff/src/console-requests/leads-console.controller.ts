import {
  type ConsoleAgent,
  type LeadActionResult,
  type LeadDetail,
  type LeadFilter,
  type LeadListQuery,
  type LeadPage,
  ZAssignLeadBodySchema,
  ZDuplicateLeadBodySchema,
  ZLeadFilterSchema,
  ZLeadListQuerySchema,
  isLocale,
} from '@immo/domain';
import { Controller, Get, HttpCode, HttpStatus, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { NoStore } from '../common/cache-control';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { Audited } from '../operators/audited.decorator';
import { OperatorOnly } from '../operators/operator-only.decorator';
import { attachmentHeader } from './attachment-header';
import { ZRequestIdSchema } from './dto/console-requests.params';
import { LeadActions } from './lead-actions';
import { leadCsv } from './leads-csv';
import { LeadsConsoleService } from './leads-console.service';
import { ValidBody, ValidParam, ValidQuery } from '../common/zod-request';

const notFoundDoc = { description: '{ code: "REQUEST_NOT_FOUND" }' };

@ApiTags('operations')
@OperatorOnly()
// Below @OperatorOnly(): a forged request is refused before its session is looked up.
@RefuseCrossSite()
@Controller('requests')
export class LeadsConsoleController {
  constructor(
    private readonly service: LeadsConsoleService,
    private readonly actions: LeadActions,
  ) {}

  @Get('agents')
  @NoStore()
  @ApiOkResponse({
    description: '[{ email, name }]: the property managers the CRM names, the people a lead can be assigned to',
  })
  agents(): Promise<ConsoleAgent[]> {
    return this.service.agents();
  }

  @Get('leads')
  @NoStore()
  @ApiOkResponse({
    description:
      "{ page, pageSize, total, items }: the filter's leads (kind, from, to, property, state, agent, q), newest first, 25 a page",
  })
  list(@ValidQuery(ZLeadListQuerySchema) query: LeadListQuery): Promise<LeadPage> {
    return this.service.list(query);
  }

  // A static path: the router matches it before `leads/:id`.
  @Get('leads.csv')
  @NoStore()
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      "The filter's leads as CSV for Excel in Belgium: UTF-8 with BOM, ';' between cells, formulas kept as text; streamed. `lang` (en, nl, fr, de; fr by default): the headers and the values in that language, one column per form field",
  })
  exportCsv(
    @ValidQuery(ZLeadFilterSchema) filter: LeadFilter,
    @Query('lang') lang: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): StreamableFile {
    const day = new Date().toISOString().slice(0, 10);
    // The operator's language (the console page's); French, the agency's, for a link without one.
    const locale = isLocale(lang) ? lang : 'fr';
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`requests-${day}.csv`));
    return new StreamableFile(
      Readable.from(leadCsv(this.service.exportRows(filter), locale, filter.kind ? [filter.kind] : undefined)),
    );
  }

  @Get('leads/:id')
  @NoStore()
  @ApiOkResponse({
    description: 'One lead: what the visitor sent, its mails and their states, the other leads of its address',
  })
  @ApiNotFoundResponse(notFoundDoc)
  detail(@ValidParam('id', ZRequestIdSchema) id: string): Promise<LeadDetail> {
    return this.service.detail(id);
  }

  @Get('leads/:id/cv')
  @NoStore()
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The CV a rent application sent, as a download' })
  @ApiNotFoundResponse(notFoundDoc)
  async cv(
    @ValidParam('id', ZRequestIdSchema) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.service.cvFile(id);
    void reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('x-content-type-options', 'nosniff');
    return new StreamableFile(createReadStream(file.path));
  }

  @Post('leads/:id/assign')
  @Audited('lead.assign')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: '{ id, changed, queuedMails }: body { agent: e-mail of one of GET /api/requests/agents, or null }',
  })
  @ApiNotFoundResponse(notFoundDoc)
  @ApiConflictResponse({ description: '{ code: "REQUEST_ACTION_REFUSED" }: no property names this agent' })
  assign(
    @ValidParam('id', ZRequestIdSchema) id: string,
    @ValidBody('AssignLeadBody', ZAssignLeadBodySchema) body: z.infer<typeof ZAssignLeadBodySchema>,
  ): Promise<LeadActionResult> {
    return this.actions.assign(id, body.agent);
  }

  @Post('leads/:id/duplicate')
  @Audited('lead.duplicate')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: '{ id, changed, queuedMails }: body { of: the lead it repeats (same address), or null }',
  })
  @ApiNotFoundResponse(notFoundDoc)
  @ApiConflictResponse({
    description: '{ code: "REQUEST_ACTION_REFUSED" }: another address, itself, or its own duplicate',
  })
  duplicate(
    @ValidParam('id', ZRequestIdSchema) id: string,
    @ValidBody('DuplicateLeadBody', ZDuplicateLeadBodySchema) body: z.infer<typeof ZDuplicateLeadBodySchema>,
  ): Promise<LeadActionResult> {
    return this.actions.markDuplicate(id, body.of);
  }

  @Post('leads/:id/release')
  @Audited('lead.release')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      '{ id, changed, queuedMails }: out of quarantine with the mails it would have sent, queued once; changed false when it was not in quarantine',
  })
  @ApiNotFoundResponse(notFoundDoc)
  release(@ValidParam('id', ZRequestIdSchema) id: string): Promise<LeadActionResult> {
    return this.actions.release(id);
  }

  @Post('leads/:id/quarantine')
  @Audited('lead.quarantine')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: '{ id, changed, queuedMails }: into quarantine; its mails not sent yet are stopped until a release',
  })
  @ApiNotFoundResponse(notFoundDoc)
  quarantine(@ValidParam('id', ZRequestIdSchema) id: string): Promise<LeadActionResult> {
    return this.actions.quarantine(id);
  }
}
