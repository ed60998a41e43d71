import { type CanActivate, type ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientTracker } from '../common/public-throttler';
import { OperatorAuthenticator } from './operator-authenticator';
import { operatorRefusal } from './operator-refusal';

/** Lets a request through only with the operators' HTTP Basic credentials. Use it through @OperatorOnly(). */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(private readonly authenticator: OperatorAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    // request.ip: the address from X-Forwarded-For only when the hop is trusted (TRUST_PROXY).
    const authentication = await this.authenticator.authenticate(request.headers.authorization, clientTracker(request.ip));
    if (authentication.outcome === 'operator') return true;
    const refusal = operatorRefusal(authentication);
    void http.getResponse<FastifyReply>().headers(refusal.headers);
    throw new HttpException(refusal.body, refusal.status);
  }
}
