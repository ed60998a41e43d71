// Fastify rather than Express under Nest: on the list endpoint Express and its
// router took about a quarter of the BFF's CPU (docs/benchmarks.md).
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { BffEnv } from './config/env';

/** The HTTP server of main.ts and the integration tests, so both trust the same proxies. */
export function createHttpAdapter(env: Pick<BffEnv, 'TRUST_PROXY'>): FastifyAdapter {
  return new FastifyAdapter({ trustProxy: trustProxyValue(env.TRUST_PROXY) });
}

/** A boolean, a hop count, or addresses, subnets and names such as `loopback` (proxy-addr). */
function trustProxyValue(raw: string): boolean | number | string {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}
