import { Module } from '@nestjs/common';
import { BffMetrics } from './bff-metrics';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsController } from './metrics.controller';

/** GET /api/metrics for Prometheus; configureApp installs the request hooks (observe-requests.ts). */
@Module({
  controllers: [MetricsController],
  // MetricsAccessGuard falls back on OperatorGuard, which the global OperatorsModule provides.
  providers: [BffMetrics, MetricsAccessGuard],
  exports: [BffMetrics],
})
export class MetricsModule {}
