import { type TNewsletterUnsubscribe, ZNewsletterUnsubscribeSchema } from '@immo/domain';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { NoStore } from '../common/cache-control';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { NewsletterService } from './newsletter.service';

@ApiTags('subscriptions')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** The unsubscribe page's form without a link: the address typed. Rate limited per client like every public endpoint. */
  @Post('unsubscribe')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'The same answer whether the address was subscribed or not' })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST" }: not an e-mail address' })
  async unsubscribe(@Body(new ZodValidationPipe(ZNewsletterUnsubscribeSchema)) body: TNewsletterUnsubscribe): Promise<{ received: true }> {
    await this.newsletter.unsubscribeAddress(body.email);
    return { received: true };
  }
}
