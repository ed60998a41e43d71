import { type CaptchaChallengeDto, locales, ZCaptchaChallengeDtoSchema } from '@immo/domain';
import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SkipThrottle, Throttle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NoStore } from '../common/cache-control';
import { PUBLIC_THROTTLER, RATE_LIMIT_WINDOW_MS } from '../common/public-throttler';
import { responseSchema } from '../common/response-schema';
import { CaptchaService } from './captcha.service';
import { ChallengeBudget } from './challenge-budget';
import { ValidQuery } from '../common/zod-request';

/**
 * Pictures and clips a client may fetch per minute, each: a person looks at
 * one per form and may play the clip a few times; the answer is the same at
 * every fetch (seeded by the token), so more would teach a bot nothing.
 */
const MEDIA_PER_MINUTE = 60;

const ZTokenSchema = z.string().min(1).max(200).meta({ description: "The challenge's token" });
const ZPictureQuerySchema = z.object({ token: ZTokenSchema });
const ZClipQuerySchema = z.object({
  token: ZTokenSchema,
  locale: z.enum(locales).meta({ description: "The language the characters are spoken in: the page's" }),
});

const CaptchaChallengeResponse = responseSchema('CaptchaChallengeResponse', ZCaptchaChallengeDtoSchema);

@ApiTags('forms')
@Controller('forms/captcha')
export class CaptchaController {
  constructor(
    private readonly captcha: CaptchaService,
    private readonly budget: ChallengeBudget,
  ) {}

  /**
   * Counted by ChallengeBudget alone, for the web's page renders (internal
   * token, the visitor forwarded) as for browsers: the general limit would
   * count a browser's fetch a second time.
   */
  @Get()
  @NoStore()
  @SkipThrottle({ [PUBLIC_THROTTLER]: true })
  @ApiOkResponse({
    type: CaptchaChallengeResponse,
    description:
      'A fresh challenge: a proof of work for browsers with JavaScript, and the token of a picture and a spoken clip for those without; never cached',
  })
  @ApiTooManyRequestsResponse({
    description:
      '{ code: "RATE_LIMITED" } with Retry-After: more than 30 challenges a minute for one network (IPv6 by /48), form pages rendered for it included',
  })
  async challenge(@Req() request: FastifyRequest): Promise<CaptchaChallengeDto> {
    await this.budget.spend(request.ip);
    return this.captcha.challenge();
  }

  @Get('image')
  @NoStore()
  @Throttle({ [PUBLIC_THROTTLER]: { limit: MEDIA_PER_MINUTE, ttl: RATE_LIMIT_WINDOW_MS } })
  @ApiProduces('image/png')
  @ApiOkResponse({
    description:
      'The characters to type, drawn distorted on a noisy ground (PNG, 220 × 80); the same picture for the same token',
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({
    description:
      '{ code: "CAPTCHA_INVALID" }: the token is not ours or has expired; { code: "INVALID_REQUEST" }: no token',
  })
  @ApiTooManyRequestsResponse({ description: 'More than 60 pictures a minute from one client' })
  picture(
    @ValidQuery(ZPictureQuerySchema) query: z.infer<typeof ZPictureQuerySchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer {
    // Set once the picture is made: a refusal goes out as JSON.
    const picture = this.captcha.picture(query.token);
    void reply.header('content-type', 'image/png');
    return picture;
  }

  @Get('audio')
  @NoStore()
  @Throttle({ [PUBLIC_THROTTLER]: { limit: MEDIA_PER_MINUTE, ttl: RATE_LIMIT_WINDOW_MS } })
  @ApiProduces('audio/wav')
  @ApiOkResponse({
    description: "The characters spoken twice in the page's language over noise (WAV, 8 kHz, 8-bit mono, about 10 s)",
    content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({
    description:
      '{ code: "CAPTCHA_INVALID" }: the token is not ours or has expired; { code: "INVALID_REQUEST" }: no token or an unknown locale',
  })
  @ApiTooManyRequestsResponse({ description: 'More than 60 clips a minute from one client' })
  clip(
    @ValidQuery(ZClipQuerySchema) query: z.infer<typeof ZClipQuerySchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer {
    const clip = this.captcha.clip(query.token, query.locale);
    void reply.header('content-type', 'audio/wav');
    return clip;
  }
}
