import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { QueuesModule } from '../queues/queues.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({
  // Probes poll every few seconds: Terminus logging each failed one would repeat
  // an outage the connections already log once (and the 503 body names it).
  imports: [QueuesModule, TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
