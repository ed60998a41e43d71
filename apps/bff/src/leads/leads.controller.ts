import { type FormAcceptedDto, formKinds, ZFormAcceptedDtoSchema } from '@immo/domain';
import { Body, Controller, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { NoStore } from '../common/cache-control';
import { PUBLIC_THROTTLER } from '../common/public-throttler';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { responseSchema } from '../common/response-schema';
import { LeadsService } from './leads.service';

// The OpenAPI schema of the answer, from the domain's zod schema: the shape is declared once.
const FormAcceptedResponse = responseSchema('FormAcceptedResponse', ZFormAcceptedDtoSchema);

@ApiTags('forms')
@Controller('forms')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  /**
   * Body: the envelope (locale, captcha, website, utm, page) and the kind's own fields, in one JSON object.
   * Limited by the forms' own, stricter per-client count (FormClientLimit, every post, a kind that does
   * not exist included); the public limit would count each submission a second time, in Redis.
   */
  @Post(':kind')
  @SkipThrottle({ [PUBLIC_THROTTLER]: true })
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.CREATED)
  @ApiParam({ name: 'kind', enum: formKinds })
  @ApiBody({
    description:
      "The envelope (locale, captcha, website: the honeypot, utm, page) and the kind's fields (formSchemas in @immo/domain) in one object",
    schema: { type: 'object', additionalProperties: true, required: ['locale'] },
  })
  @ApiCreatedResponse({
    type: FormAcceptedResponse,
    description: 'The lead is stored; its mails leave from the outbox whatever happens next',
  })
  @ApiBadRequestResponse({
    description:
      '{ code: "INVALID_REQUEST", issues: [{ path, message: <validation key> }] } or { code: "CAPTCHA_INVALID" }',
  })
  @ApiNotFoundResponse({ description: '{ code: "FORM_NOT_FOUND" }: no form of that kind' })
  @ApiConflictResponse({ description: '{ code: "FORM_NOT_AVAILABLE" }: the form does not fit the property' })
  @ApiTooManyRequestsResponse({
    description: '{ code: "RATE_LIMITED" } with Retry-After: per client network and per e-mail address',
  })
  @ApiServiceUnavailableResponse({
    description: '{ code: "LEAD_NOT_STORED" }: the one answer after which the request is lost; the visitor may retry',
  })
  submit(@Param('kind') kind: string, @Body() body: unknown, @Req() request: FastifyRequest): Promise<FormAcceptedDto> {
    return this.leads.submit(kind, body, { ip: request.ip });
  }
}
