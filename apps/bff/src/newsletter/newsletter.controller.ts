import { type TNewsletterUnsubscribe, ZNewsletterUnsubscribeSchema } from '@immo/domain';
import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { NoStore } from '../common/cache-control';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { NewsletterService } from './newsletter.service';
import { ValidBody } from '../common/zod-request';

@ApiTags('subscriptions')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /**
   * The unsubscribe page's form without a link: the address typed gets its
   * unsubscribe link by mail, if it is subscribed; the typed address alone
   * unsubscribes nobody. Rate limited per client like every public endpoint.
   */
  @Post('unsubscribe')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({
    description:
      'The same answer whether the address was subscribed or not; a subscribed one is mailed its unsubscribe link',
  })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST" }: not an e-mail address' })
  unsubscribe(
    @ValidBody('NewsletterUnsubscribeBody', ZNewsletterUnsubscribeSchema) body: TNewsletterUnsubscribe,
    @Req() request: FastifyRequest,
  ): { received: true } {
    this.newsletter.requestUnsubscribeLink(body.email, request.ip);
    return { received: true };
  }
}
