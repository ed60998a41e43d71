import type { CaptchaChallengeDto } from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { NoStore } from '../common/cache-control';
import { PUBLIC_THROTTLER, RATE_LIMIT_WINDOW_MS } from '../common/public-throttler';
import { CaptchaService } from './captcha.service';

/**
 * Challenges a client may fetch per minute: a visitor needs one per form,
 * a bot collecting thousands to solve in bulk is stopped here. The web
 * server's own calls (page rendering, internal token) are not counted.
 */
const CHALLENGES_PER_MINUTE = 30;

@ApiTags('forms')
@Controller('forms/captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  @Get()
  @NoStore()
  @Throttle({ [PUBLIC_THROTTLER]: { limit: CHALLENGES_PER_MINUTE, ttl: RATE_LIMIT_WINDOW_MS } })
  @ApiOkResponse({ description: 'A fresh challenge: a proof of work for browsers with JavaScript and characters to type for those without; never cached' })
  @ApiTooManyRequestsResponse({ description: 'More than 30 challenges a minute from one client' })
  challenge(): CaptchaChallengeDto {
    return this.captcha.challenge();
  }
}
