// The visitor's address as the BFF must be told it, from the headers of a
// request the web received: used by the /api relay and by the forms' server
// action, so both name the same visitor to the BFF's rate limits.
import { webEnv } from '@/config/env';
import { clientAddress, PEER_ADDRESS_HEADER, stampedPeerAddress } from '@/lib/client-address';

let warnedNoPeer = false;

export function visitorAddress(headers: Pick<Headers, 'get'>): string | undefined {
  const address = clientAddress({
    peerAddress: stampedPeerAddress(headers.get(PEER_ADDRESS_HEADER)),
    forwardedFor: headers.get('x-forwarded-for'),
    trustedProxyHops: webEnv().WEB_TRUSTED_PROXY_HOPS,
  });
  if (address === undefined && !warnedNoPeer) {
    warnedNoPeer = true;
    // `next dev`, or `next start` run by hand: the BFF then counts all visitors as the web server.
    console.warn('[web] no peer address on the request (start the web with server.mjs): visitors are not told apart');
  }
  return address;
}
