import { DEFAULT_IPV6_SUBNET_PREFIX, normalizeIp, type ThrottlerStorage } from '@nestjs/throttler';

/** The one named throttler of the BFF (per client and endpoint, per minute); @SkipThrottle must name it. */
export const PUBLIC_THROTTLER = 'public';
export const RATE_LIMIT_WINDOW_MS = 60_000;

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The client a request counts against: its address (from X-Forwarded-For
 * when the proxy is trusted), an IPv6 one by its /64, as the library does.
 * Shared by the guard and the response cache, so a cached answer counts too.
 */
export function clientTracker(ip: string): string {
  return normalizeIp(ip, DEFAULT_IPV6_SUBNET_PREFIX);
}

/** One count per endpoint (its route pattern) and client; no SHA-256 as in the library's default. */
export function throttleKey(route: string, tracker: string): string {
  return `${PUBLIC_THROTTLER}:${route}:${tracker}`;
}

/** The headers the library's guard sets, as name/value pairs for answers that never reach it. */
export function rateLimitHeaders(limit: number, record: ThrottlerRecord): string[] {
  return [
    `x-ratelimit-limit-${PUBLIC_THROTTLER}`,
    String(limit),
    `x-ratelimit-remaining-${PUBLIC_THROTTLER}`,
    String(Math.max(0, limit - record.totalHits)),
    `x-ratelimit-reset-${PUBLIC_THROTTLER}`,
    String(record.timeToExpire),
  ];
}
