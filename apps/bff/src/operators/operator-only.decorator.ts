import { applyDecorators, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { OperatorGuard } from './operator.guard';

const OPERATOR_ROUTE = 'immo:operator-route';
const reflector = new Reflector();

/**
 * Restricts a controller or route to the agency's operators (HTTP Basic,
 * OPERATOR_USER / OPERATOR_PASSWORD), with failed logins counted and slowed
 * down (operator-authenticator.ts). The global rate limit still applies, and
 * the web server's token does not lift it here (isOperatorRoute).
 */
export const OperatorOnly = () =>
  applyDecorators(
    SetMetadata(OPERATOR_ROUTE, true),
    UseGuards(OperatorGuard),
    ApiUnauthorizedResponse({ description: 'HTTP Basic operator credentials missing or wrong (WWW-Authenticate: Basic)' }),
    ApiTooManyRequestsResponse({ description: '{ code: "OPERATOR_LOGIN_THROTTLED" }: too many failed logins for the account or client; see Retry-After' }),
  );

/** True for a route behind @OperatorOnly(). */
export function isOperatorRoute(context: ExecutionContext): boolean {
  return reflector.getAllAndOverride<boolean | undefined>(OPERATOR_ROUTE, [context.getHandler(), context.getClass()]) === true;
}
