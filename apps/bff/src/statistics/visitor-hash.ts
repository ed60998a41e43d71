import { createHmac } from 'node:crypto';
import { visitorNetwork } from '@immo/domain';

/**
 * Who a visitor is, for counting visits only, without a cookie (none may be
 * set before consent) and without storing the IP (GDPR): a keyed hash of the
 * visitor's network (`visitorNetwork`: the IPv4 address, or the IPv6 /64)
 * under a salt that changes every day and is then discarded. Nothing the
 * client sends, its User-Agent included, changes it. Nothing links two days,
 * nor a hash back to an address once its salt is gone.
 */
export function visitorHash(salt: Buffer, ip: string): string {
  return createHmac('sha256', salt).update(visitorNetwork(ip)).digest('hex');
}
