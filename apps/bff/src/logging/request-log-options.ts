import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DestinationStream, Level } from 'pino';
import type { Options } from 'pino-http';
import { assignRequestId } from './request-context';

const UNLOGGED_PATHS = /^\/api\/(health(\/live|\/ready)?|metrics)\/?(\?|$)/;

/** Where the route template is kept on the raw request (set by a Fastify hook, read when the line is written). */
export const ROUTE_TEMPLATE = Symbol('immo.route-template');

type RoutedRequest = IncomingMessage & { [ROUTE_TEMPLATE]?: string };

export function routeTemplateOf(request: IncomingMessage): string | undefined {
  return (request as RoutedRequest)[ROUTE_TEMPLATE];
}

export function rememberRouteTemplate(request: IncomingMessage, template: string | undefined): void {
  if (template) (request as RoutedRequest)[ROUTE_TEMPLATE] = template;
}

/**
 * One JSON line per request: method, route template (never the address:
 * queries carry search terms and tokens), status, duration and request id.
 * No headers, cookies or bodies: they carry credentials and personal data.
 * Application log lines written while serving carry the request id only.
 */
export function requestLogOptions(level: Level | 'silent', stream?: DestinationStream): Options {
  return {
    level,
    ...(stream ? { stream } : {}),
    genReqId: (request: IncomingMessage, response: ServerResponse) => assignRequestId(request, response),
    quietReqLogger: true,
    // Probes and scrapes come every few seconds: their lines would bury the visitors' (the metrics count them).
    autoLogging: { ignore: (request: IncomingMessage) => UNLOGGED_PATHS.test(request.url ?? '') },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    serializers: {
      req: (request: { id?: unknown; method?: string }) => ({ id: request.id, method: request.method }),
      res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
      err: (error: { type?: string; message?: string }) => ({ type: error.type, message: error.message }),
    },
    customProps: (request: IncomingMessage) => {
      const route = routeTemplateOf(request);
      return route ? { route } : {};
    },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: (request, response) =>
      `${request.method ?? ''} ${routeTemplateOf(request) ?? '(no route)'} ${response.statusCode}`,
    customErrorMessage: (request, response) =>
      `${request.method ?? ''} ${routeTemplateOf(request) ?? '(no route)'} ${response.statusCode}`,
  };
}
