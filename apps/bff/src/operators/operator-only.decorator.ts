import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type OperatorRequest, OperatorGuard } from './operator.guard';
import type { OperatorPrincipal } from './operator-sessions';

const OPERATOR_ROUTE = 'immo:operator-route';
const reflector = new Reflector();

/**
 * Restricts a controller or route to logged-in operators (the console's
 * session cookie, 401 OPERATOR_UNAUTHENTICATED otherwise). The global rate
 * limit still applies, and the web server's token does not lift it here
 * (isOperatorRoute). State-changing routes add @Audited().
 */
export const OperatorOnly = () =>
  applyDecorators(
    SetMetadata(OPERATOR_ROUTE, true),
    UseGuards(OperatorGuard),
    ApiCookieAuth('__Host-operator_session'),
    ApiUnauthorizedResponse({
      description: '{ code: "OPERATOR_UNAUTHENTICATED" }: no live console session (log in at /{locale}/console/login/)',
    }),
  );

/** True for a route behind @OperatorOnly(). */
export function isOperatorRoute(context: ExecutionContext): boolean {
  return (
    reflector.getAllAndOverride<boolean | undefined>(OPERATOR_ROUTE, [context.getHandler(), context.getClass()]) ===
    true
  );
}

/** The logged-in operator of an @OperatorOnly() route. */
export const CurrentOperator = createParamDecorator((_data: unknown, context: ExecutionContext): OperatorPrincipal => {
  const operator = context.switchToHttp().getRequest<OperatorRequest>().operator;
  if (operator === undefined) throw new Error('@CurrentOperator() used on a route without @OperatorOnly()');
  return operator;
});
