import { DEFAULT_IPV6_SUBNET_PREFIX, normalizeIp, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The one named throttler of the BFF (per client and endpoint, per minute); @SkipThrottle must name it. */
export const PUBLIC_THROTTLER = 'public';
export const RATE_LIMIT_WINDOW_MS = 60_000;

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The client a request counts against: its address (from X-Forwarded-For
 * when the proxy is trusted), an IPv6 one by its /64, as the library does.
 * Shared by the guard and the response cache, so a cached answer counts too.
 */
export function clientTracker(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIp(request.ip, DEFAULT_IPV6_SUBNET_PREFIX);
}

/** One count per endpoint (its route pattern) and client; no SHA-256 as in the library's default. */
export function throttleKey(route: string, tracker: string): string {
  return `${PUBLIC_THROTTLER}:${route}:${tracker}`;
}

/** The headers the library's guard sets, for the answers that never reach it. */
export function setRateLimitHeaders(reply: FastifyReply, limit: number, record: ThrottlerRecord): void {
  reply
    .header(`X-RateLimit-Limit-${PUBLIC_THROTTLER}`, limit)
    .header(`X-RateLimit-Remaining-${PUBLIC_THROTTLER}`, Math.max(0, limit - record.totalHits))
    .header(`X-RateLimit-Reset-${PUBLIC_THROTTLER}`, record.timeToExpire);
}
