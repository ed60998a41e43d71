import { type CanActivate, type ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BffEnv, ENV } from '../config/env';
import { isOperatorAuthorization, WWW_AUTHENTICATE } from './basic-credentials';

/** Lets a request through only with the operators' HTTP Basic credentials. Use it through @OperatorOnly(). */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (isOperatorAuthorization(request.headers.authorization, { user: this.env.OPERATOR_USER, password: this.env.OPERATOR_PASSWORD })) {
      return true;
    }
    // The challenge tells browsers and HTTP clients which credentials to send.
    http.getResponse<FastifyReply>().header('WWW-Authenticate', WWW_AUTHENTICATE);
    throw new UnauthorizedException({ code: 'OPERATOR_CREDENTIALS_REQUIRED', message: 'Operator credentials required.' });
  }
}
