import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { OwnerAuthErrorCode } from '@immo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_JWT } from './owner-jwt.strategy';
import type { OwnerPrincipal } from './owner-sessions';

/** passport-jwt on the owner's access cookie; every answer behind it, refusals included, is no-store. */
@Injectable()
export class OwnerJwtGuard extends AuthGuard(OWNER_JWT) {
  override canActivate(context: ExecutionContext) {
    void context.switchToHttp().getResponse<FastifyReply>().header('Cache-Control', 'no-store');
    return super.canActivate(context);
  }

  override handleRequest<T = OwnerPrincipal>(error: unknown, principal: T | false): T {
    if (error || !principal) {
      throw new UnauthorizedException({
        code: OwnerAuthErrorCode.unauthenticated,
        message: 'Log in to the owner portal.',
      });
    }
    return principal;
  }
}

/**
 * Restricts a controller or route to a logged-in owner (401
 * OWNER_UNAUTHENTICATED otherwise) and marks its answers no-store. Read who
 * it is with @CurrentOwner(); scope every query by that, never by an id the
 * client sends.
 */
export const OwnerOnly = () =>
  applyDecorators(
    UseGuards(OwnerJwtGuard),
    ApiCookieAuth('__Host-owner_access'),
    ApiUnauthorizedResponse({
      description:
        '{ code: "OWNER_UNAUTHENTICATED" }: no live owner session (refresh with POST /api/owner/session/refresh)',
    }),
  );

/** The logged-in owner of an @OwnerOnly() route: `{ ownerId, sessionId }`. */
export const CurrentOwner = createParamDecorator((_data: unknown, context: ExecutionContext): OwnerPrincipal => {
  const principal = context.switchToHttp().getRequest<FastifyRequest & { user?: OwnerPrincipal }>().user;
  if (principal === undefined) throw new Error('@CurrentOwner() used on a route without @OwnerOnly()');
  return principal;
});
