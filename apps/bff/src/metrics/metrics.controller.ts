import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { PUBLIC_THROTTLER } from '../common/public-throttler';
import { BffMetrics } from './bff-metrics';
import { MetricsAccessGuard } from './metrics-access.guard';

@ApiExcludeController()
@Controller('metrics')
// Prometheus scrapes every few seconds from one address.
@SkipThrottle({ [PUBLIC_THROTTLER]: true })
@UseGuards(MetricsAccessGuard)
export class MetricsController {
  constructor(private readonly metrics: BffMetrics) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
