import { Module } from '@nestjs/common';
import { OperatorGuard } from '../operators/operator.guard';
import { BffMetrics } from './bff-metrics';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsController } from './metrics.controller';

/** GET /api/metrics for Prometheus; configureApp installs the request hooks (observe-requests.ts). */
@Module({
  controllers: [MetricsController],
  providers: [BffMetrics, MetricsAccessGuard, OperatorGuard],
  exports: [BffMetrics],
})
export class MetricsModule {}
