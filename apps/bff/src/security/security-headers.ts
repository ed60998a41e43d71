// Every BFF answer carries the shared security headers (@immo/domain): JSON
// answers a policy that loads nothing, Bull Board and the OpenAPI docs one
// that runs their own files only, and neither can be framed.
import { apiSecurityHeaders } from '@immo/platform';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { BffEnv } from '../config/env';

/**
 * HSTS when the request came over TLS, here or at a proxy in front
 * (X-Forwarded-Proto), in production. The header needs no trust: a browser
 * ignores HSTS received over plain http, so a forged value changes nothing.
 */
function overHttps(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (request.socket as Partial<TLSSocket>).encrypted === true || proto === 'https';
}

export function securityHeadersFor(request: IncomingMessage, env: Pick<BffEnv, 'NODE_ENV'>): [string, string][] {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  return apiSecurityHeaders(pathname, env.NODE_ENV === 'production' && overHttps(request)).map(([name, value]) => [
    name,
    value,
  ]);
}

/**
 * Set on the raw response before anything answers, so the answers given in
 * front of Fastify (the response cache's hits), Fastify's own (404, 401) and
 * Bull Board's static files all carry them; a handler's own value of the
 * same header would still win (Node merges them into writeHead).
 */
export function installSecurityHeaders(server: Server, env: Pick<BffEnv, 'NODE_ENV'>): void {
  const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of securityHeadersFor(request, env)) response.setHeader(name, value);
    for (const listener of listeners) listener.call(server, request, response);
  });
}
