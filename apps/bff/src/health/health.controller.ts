import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { NoStore } from '../common/cache-control';
import { PUBLIC_THROTTLER } from '../common/public-throttler';
import { HealthService, type Readiness } from './health.service';

@ApiTags('operations')
@Controller('health')
// Probes from the orchestrator poll often and from one IP.
@SkipThrottle({ [PUBLIC_THROTTLER]: true })
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  /** Readiness under its historical path: the compose health check and the e2e set-up wait on it. */
  @Get()
  @NoStore()
  @ApiOkResponse({ description: 'Same as /api/health/ready' })
  @ApiServiceUnavailableResponse({ description: 'Same as /api/health/ready' })
  check(): Promise<Readiness> {
    return this.ready();
  }

  @Get('live')
  @NoStore()
  @ApiOkResponse({
    description: "{ status: 'ok' } whenever the process answers; checks no dependency (restart it if this fails)",
  })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @NoStore()
  @ApiOkResponse({
    description:
      "Send it traffic. Terminus's { status: 'ok' | 'degraded', info, details } with database: 'up', redis: 'up' and catalogue: 'fresh' | 'stale' | 'never' | 'unknown' at the top; a catalogue older than the schedule allows plus 30 min is 'degraded', not an error",
  })
  @ApiServiceUnavailableResponse({
    description:
      "{ status: 'error', database: 'up' | 'down', redis: 'up' | 'down', error, details, … }, within about 2 s",
  })
  async ready(): Promise<Readiness> {
    const readiness = await this.healthService.readiness();
    // 'degraded' (a stale catalogue) still takes traffic.
    if (readiness.status === 'error') throw new ServiceUnavailableException(readiness);
    return readiness;
  }
}
