import { operatorCookieName } from '@immo/domain';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookies } from '../auth/cookies';
import { type BffEnv, ENV } from '../config/env';
import { OperatorAuthException } from './operator-auth.exception';
import { type OperatorPrincipal, OperatorSessions } from './operator-sessions';

/** A request that passed the guard carries its operator here. */
export type OperatorRequest = FastifyRequest & { operator?: OperatorPrincipal };

/** Lets a request through only with a live console session cookie. Use it through @OperatorOnly(). */
@Injectable()
export class OperatorGuard implements CanActivate {
  private readonly cookie: string;

  constructor(
    @Inject(ENV) env: BffEnv,
    private readonly sessions: OperatorSessions,
  ) {
    this.cookie = operatorCookieName(env.SITE_URL).name;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<OperatorRequest>();
    // Operator answers, refusals included, are nobody's to keep.
    void http.getResponse<FastifyReply>().header('Cache-Control', 'no-store');
    const operator = await this.sessions.principalOf(readCookies(request.headers.cookie).get(this.cookie));
    if (operator === null) throw OperatorAuthException.unauthenticated();
    request.operator = operator;
    return true;
  }
}
