import { createHmac } from 'node:crypto';

/**
 * Who a visitor is, for deduplicating views only, without a cookie (none may
 * be set before consent) and without storing the IP (GDPR): a keyed hash of
 * IP and User-Agent under a salt that changes every day and is then
 * discarded. The same browser on the same connection hashes alike within a
 * day; nothing links two days, nor a hash back to an IP once its salt is gone.
 */
export function visitorHash(salt: Buffer, ip: string, userAgent: string): string {
  return createHmac('sha256', salt).update(normalizeIp(ip)).update('\n').update(userAgent).digest('hex');
}

/** Dual-stack sockets report IPv4 clients as ::ffff:a.b.c.d; one visitor, one form. */
function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}
