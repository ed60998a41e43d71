import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';

/**
 * The library's guard, whose 429 names its wait only in `Retry-After-public`
 * (one header per named throttler), plus the standard `Retry-After` (RFC 9110
 * §10.2.3, seconds) that browsers, crawlers and HTTP clients read.
 */
@Injectable()
export class PublicThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    void context
      .switchToHttp()
      .getResponse<FastifyReply>()
      .header('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    await super.throwThrottlingException(context, detail);
  }
}
