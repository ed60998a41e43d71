import type { FastifyInstance } from 'fastify';
import { rememberRouteTemplate } from '../logging/request-log-options';
import type { BffMetrics } from './bff-metrics';

/**
 * Fastify hooks (added before Nest registers its routes): the route template
 * goes on the raw request for the request's log line, and each answer is
 * timed by method, template and status. A request no route matched counts
 * under "unmatched", so scanners cannot create a label per address.
 */
export function observeRequests(fastify: FastifyInstance, metrics: BffMetrics): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    rememberRouteTemplate(request.raw, request.routeOptions.url);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
