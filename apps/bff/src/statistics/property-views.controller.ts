import { ZPropertyIdSchema } from '@immo/domain';
import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { NoStore } from '../common/cache-control';
import { PropertyViewsService } from './property-views.service';
import { ValidParam } from '../common/zod-request';

// Public, and rate limited per client IP by the global ThrottlerGuard like
// every other public endpoint; what counts as a visit is beaconVerdict's.
@ApiTags('statistics')
@Controller('properties')
export class PropertyViewsController {
  constructor(private readonly propertyViews: PropertyViewsService) {}

  /** The detail page's beacon (navigator.sendBeacon: POST, empty or text/plain body, answer ignored). */
  @Post(':id/views')
  @HttpCode(HttpStatus.NO_CONTENT)
  @NoStore()
  @ApiNoContentResponse({
    description:
      'Always, counted or not: bots, repeats the same Brussels day, beacons past the hourly budget of the network and unknown or withdrawn properties count nothing',
  })
  @ApiTooManyRequestsResponse({ description: 'Rate limit per client IP' })
  async record(@ValidParam('id', ZPropertyIdSchema) id: number, @Req() request: FastifyRequest): Promise<void> {
    await this.propertyViews.record({ propertyId: id, ip: request.ip, userAgent: request.headers['user-agent'] });
  }
}
