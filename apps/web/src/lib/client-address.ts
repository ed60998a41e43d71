// Which address the /api relay tells the BFF a visitor has. X-Forwarded-For is
// written by whoever sent the request, so only its trailing entries, appended
// by proxies of ours, say anything true; the rest is the visitor's claim.
import { isIP } from 'node:net';
import { PEER_ADDRESS_HEADER, PEER_ADDRESS_STAMPED_ENV } from '../../server-contract.mjs';

/**
 * PEER_ADDRESS_HEADER is set by the web's own server (server.mjs) from the TCP
 * peer's address: Next.js gives route handlers no socket, and its own
 * X-Forwarded-For keeps the visitor's header when there is one. Under `next
 * dev` or a bare `next start` nobody overwrites it, so a visitor could name
 * any address with it: without PEER_ADDRESS_STAMPED_ENV it is ignored.
 */
export { PEER_ADDRESS_HEADER, PEER_ADDRESS_STAMPED_ENV };

/** The TCP peer's address as server.mjs stamped it; undefined when no such server stamped it. */
export function stampedPeerAddress(
  header: string | null,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  return env[PEER_ADDRESS_STAMPED_ENV] === '1' ? (header ?? undefined) : undefined;
}

export interface AddressSources {
  /** The TCP peer, from PEER_ADDRESS_HEADER; undefined when the server did not set it. */
  peerAddress: string | undefined;
  /** The X-Forwarded-For the web received, if any. */
  forwardedFor: string | null;
  /** How many proxies of ours stand in front of the web (WEB_TRUSTED_PROXY_HOPS); 0: the web is the edge. */
  trustedProxyHops: number;
}

/**
 * The visitor's address: the peer when the web is the edge, else the entry
 * the outermost trusted proxy appended (counted from the right). Undefined
 * when it cannot be known: then the relay names no one and the BFF counts the
 * web itself, which nobody can spoof.
 */
export function clientAddress({ peerAddress, forwardedFor, trustedProxyHops }: AddressSources): string | undefined {
  if (peerAddress === undefined || isIP(peerAddress) === 0) return undefined;
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peerAddress,
  ];
  // Fewer entries than proxies: the request skipped some of them, and its leftmost hop is the best we have.
  const chosen = chain[Math.max(0, chain.length - 1 - trustedProxyHops)] ?? peerAddress;
  return isIP(chosen) === 0 ? peerAddress : chosen;
}
