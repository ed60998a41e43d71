import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, type Observable, catchError, mergeMap, throwError } from 'rxjs';
import { clientTracker } from '../common/public-throttler';
import { OperatorAudit } from './operator-audit';
import type { OperatorRequest } from './operator.guard';

const AUDITED_ACTION = 'immo:audited-action';

/**
 * Writes an operator route's call to the audit (operator_actions): who, the
 * action's name, the route's `:id` as target, the body, and whether it
 * succeeded. Below @OperatorOnly(), which names the operator.
 */
export const Audited = (action: string) =>
  applyDecorators(SetMetadata(AUDITED_ACTION, action), UseInterceptors(AuditInterceptor));

@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: OperatorAudit,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const action = this.reflector.get<string | undefined>(AUDITED_ACTION, context.getHandler());
    const request = context.switchToHttp().getRequest<OperatorRequest & { params?: Record<string, string> }>();
    if (action === undefined || request.operator === undefined) return next.handle();
    const write = (outcome: string) =>
      this.audit.record({
        operatorId: request.operator?.id ?? null,
        action,
        target: request.params?.id ?? null,
        details: { outcome, ...(request.body !== undefined && request.body !== null ? { body: request.body } : {}) },
        clientNetwork: clientTracker(request.ip),
      });
    return next.handle().pipe(
      mergeMap((result: unknown) => from(write('ok').then(() => result))),
      catchError((error: unknown) => from(write(errorCode(error))).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}

function errorCode(error: unknown): string {
  if (error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return error instanceof Error ? error.name : 'error';
}
