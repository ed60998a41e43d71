import { REQUEST_ID_HEADER, requestIdFrom } from '@immo/platform';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

interface RequestContext {
  requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

type IdentifiedRequest = IncomingMessage & { id?: unknown };

/**
 * The request's id, decided once (Fastify, the log middleware and the
 * context middleware all ask): the caller's `x-request-id` when it is a sane
 * token, else a new one; echoed on the answer.
 */
export function assignRequestId(request: IdentifiedRequest, response: ServerResponse): string {
  // Fastify sets request.id with the same rule (http-adapter.ts); a bare server has none yet.
  const id = typeof request.id === 'string' ? request.id : requestIdFrom(request.headers[REQUEST_ID_HEADER]);
  request.id = id;
  if (!response.headersSent && !response.hasHeader(REQUEST_ID_HEADER)) response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** Runs the rest of the request with its id reachable from any service it calls (currentRequestId). */
export function runWithRequestId(requestId: string, next: () => void): void {
  context.run({ requestId }, next);
}

/** The id of the request being served, or undefined outside one (a schedule, a start-up task). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}
