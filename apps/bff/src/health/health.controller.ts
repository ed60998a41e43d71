import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { NoStore } from '../common/cache-control';
import { PUBLIC_THROTTLER } from '../common/public-throttler';
import { type HealthStatus, HealthService } from './health.service';

@ApiTags('operations')
@Controller('health')
// Probes from the orchestrator poll often and from one IP.
@SkipThrottle({ [PUBLIC_THROTTLER]: true })
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  @Get()
  @NoStore()
  @ApiOkResponse({ description: "{ status: 'ok', database: 'up' }" })
  @ApiServiceUnavailableResponse({ description: 'PostgreSQL is unreachable' })
  check(): Promise<HealthStatus> {
    return this.healthService.check();
  }
}
