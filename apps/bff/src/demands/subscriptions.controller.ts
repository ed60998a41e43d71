import { Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { NoStore } from '../common/cache-control';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { responseSchema } from '../common/response-schema';
import {
  type SubscriptionState,
  ZConfirmSubscriptionBodySchema,
  ZSubscriptionStateSchema,
  ZUnsubscribeQuerySchema,
} from './dto/subscription.dto';
import { unsubscribePagePath } from './subscription-links';
import { SubscriptionsService } from './subscriptions.service';
import { ValidBody, ValidQuery } from '../common/zod-request';

// The OpenAPI schema of the answer, from its zod schema: the shape is declared once.
const SubscriptionStateResponse = responseSchema('SubscriptionStateResponse', ZSubscriptionStateSchema);

/** Confirming and ending a demand register or newsletter subscription (double opt-in, RFC 8058 one-click). */
@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** The confirmation page's button (a POST: opening the mail's link changes nothing). */
  @Post('confirm')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SubscriptionStateResponse })
  @ApiNotFoundResponse({
    description:
      '{ code: "SUBSCRIPTION_NOT_FOUND" }: unknown token, or the sign-up was deleted (14 days unconfirmed) or ended',
  })
  confirm(
    @ValidBody('ConfirmSubscriptionBody', ZConfirmSubscriptionBodySchema) body: { token: string },
  ): Promise<SubscriptionState> {
    return this.subscriptions.confirm(body.token);
  }

  /**
   * One-click unsubscribe (RFC 8058), and the unsubscribe page's button.
   * Deliberately NOT @RefuseCrossSite: mail providers POST this from their
   * own servers or pages, cross-site and without any session, with a form
   * body. The signed token in the URL is the whole authorization: it names
   * one subscription and only the holder of SUBSCRIPTION_TOKEN_SECRET can
   * make one, so a forged request can do nothing but fail; and the worst a
   * replayed one can do is end the subscription the mail was about, which
   * is what the link is for.
   */
  @Post('unsubscribe')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: SubscriptionStateResponse,
    description: 'Ended at once; answers the same when it was already gone',
  })
  @ApiNotFoundResponse({ description: '{ code: "SUBSCRIPTION_NOT_FOUND" }: a token this site did not sign' })
  unsubscribe(@ValidQuery(ZUnsubscribeQuerySchema) query: { token: string }): Promise<SubscriptionState> {
    return this.subscriptions.unsubscribe(query.token);
  }

  /** A person following the List-Unsubscribe link: sent to the page whose button POSTs (a GET never unsubscribes). */
  @Get('unsubscribe')
  @ApiSeeOtherResponse({ description: 'To the unsubscribe page in the subscription’s language' })
  async unsubscribePage(
    @ValidQuery(ZUnsubscribeQuerySchema) query: { token: string },
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const locale = await this.subscriptions.localeOfUnsubscribeToken(query.token);
    // @Res() bypasses Nest's @Header(), so the no-store is set here.
    await reply
      .header('cache-control', 'no-store')
      .redirect(unsubscribePagePath(locale, query.token), HttpStatus.SEE_OTHER);
  }
}
