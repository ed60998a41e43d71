import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiUnauthorizedResponse } from '@nestjs/swagger';
import { OperatorGuard } from './operator.guard';

/**
 * Restricts a controller or route to the agency's operators (HTTP Basic,
 * OPERATOR_USER / OPERATOR_PASSWORD). The global rate limit still applies.
 */
export const OperatorOnly = () =>
  applyDecorators(
    UseGuards(OperatorGuard),
    ApiUnauthorizedResponse({ description: 'HTTP Basic operator credentials missing or wrong (WWW-Authenticate: Basic)' }),
  );
