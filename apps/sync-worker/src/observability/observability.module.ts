import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { QueueName } from '@immo/domain';
import { HealthServer } from './health-server';
import { WorkerHealth } from './worker-health';
import { WorkerMetrics } from './worker-metrics';

/** Health probes and metrics on the worker's own port (health-server.ts). */
@Module({
  // Probes poll: a failed one is in its 503 body, not in the log every few seconds.
  imports: [
    DiscoveryModule,
    TerminusModule.forRoot({ logger: false }),
    BullModule.registerQueue({ name: QueueName.sync }),
  ],
  providers: [WorkerHealth, WorkerMetrics, HealthServer],
  exports: [WorkerMetrics],
})
export class ObservabilityModule {}
