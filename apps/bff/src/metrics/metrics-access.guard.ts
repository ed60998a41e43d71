import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isInternalRequest } from '../common/internal-request';
import { type BffEnv, ENV } from '../config/env';
import { OperatorGuard } from '../operators/operator.guard';

/**
 * The metrics tell how busy the agency is and where it hurts: a scraper
 * with the internal token (INTERNAL_API_TOKEN) or a logged-in operator only.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(
    @Inject(ENV) private readonly env: Pick<BffEnv, 'INTERNAL_API_TOKEN'>,
    private readonly operators: OperatorGuard,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (isInternalRequest(context.switchToHttp().getRequest<FastifyRequest>(), this.env.INTERNAL_API_TOKEN))
      return true;
    return this.operators.canActivate(context);
  }
}
