// Fastify rather than Express under Nest: on the list endpoint Express and its
// router took about a quarter of the BFF's CPU (docs/benchmarks.md).
import { REQUEST_ID_HEADER, requestIdFrom } from '@immo/platform';
import proxyAddr from '@fastify/proxy-addr';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { IncomingMessage } from 'node:http';
import type { BffEnv } from './config/env';
import { answerMalformedUrl } from './common/malformed-url';

/** Whether the hop at `address`, `hop` steps from the BFF, may tell the client's address (X-Forwarded-For). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** The HTTP server of main.ts and the integration tests, so both trust the same proxies. */
export function createHttpAdapter(env: Pick<BffEnv, 'TRUST_PROXY'>): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: proxyTrust(env.TRUST_PROXY),
    frameworkErrors: answerMalformedUrl,
    // Fastify's request id (on the raw request too, where the log middleware reads it) is the caller's when sane.
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
  });
}

/**
 * TRUST_PROXY as one function, compiled the way Fastify compiles its
 * `trustProxy` option (a boolean, a hop count, or addresses, subnets and
 * names such as `loopback`), so the answers given before Fastify (the
 * response cache's hits) count a client exactly as Fastify's `request.ip`.
 */
export function proxyTrust(raw: string): ProxyTrust {
  if (raw === 'true') return () => true;
  if (raw === 'false') return () => false;
  if (/^\d+$/.test(raw)) return (_address, hop) => hop < Number(raw);
  return proxyAddr.compile(raw.split(',').map((value) => value.trim()));
}

/** Fastify's `request.ip` for a raw request. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  const addresses = proxyAddr.all(request, trust);
  return addresses[addresses.length - 1] ?? '';
}
