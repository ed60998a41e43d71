import { Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { NoStore } from '../common/cache-control';
import { ValidBody } from '../common/zod-request';
import { OperatorOnly } from '../operators/operator-only.decorator';
import {
  type TWebVitalsBeacon,
  type WebVitalsReport,
  WebVitalsReportResponse,
  ZWebVitalsBeaconBodySchema,
} from './dto/web-vitals.dto';
import { WebVitalsService } from './web-vitals.service';

// Public, and rate limited per client IP by the global ThrottlerGuard like
// every other public endpoint; what is stored is the service's verdict.
@ApiTags('statistics')
@Controller('web-vitals')
export class WebVitalsController {
  constructor(private readonly webVitals: WebVitalsService) {}

  /** A page view's Web Vitals, sent by the browser after consent for statistics (navigator.sendBeacon: JSON as text/plain). */
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @NoStore()
  @ApiNoContentResponse({
    description:
      'Always for a valid beacon, stored or not: bots and beacons past the hourly budget of the network store nothing',
  })
  @ApiBadRequestResponse({ description: 'Not a beacon: an unknown page type, a value out of range, or no metric' })
  @ApiTooManyRequestsResponse({ description: 'Rate limit per client IP' })
  async record(
    @ValidBody('WebVitalsBeaconBody', ZWebVitalsBeaconBodySchema) beacon: TWebVitalsBeacon,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.webVitals.record({ beacon, ip: request.ip, userAgent: request.headers['user-agent'] });
  }
}

/** The console's figures: operators only. */
@ApiTags('statistics')
@OperatorOnly()
@Controller('console/web-vitals')
export class WebVitalsConsoleController {
  constructor(private readonly webVitals: WebVitalsService) {}

  @Get()
  @NoStore()
  @ApiOkResponse({
    type: WebVitalsReportResponse,
    description:
      'Per page type with page views in the last 28 Brussels days: page views and the 75th percentile of LCP, INP (ms) and CLS',
  })
  report(): Promise<WebVitalsReport> {
    return this.webVitals.report();
  }
}
