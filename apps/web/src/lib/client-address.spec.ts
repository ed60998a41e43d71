import { clientAddress, PEER_ADDRESS_STAMPED_ENV, stampedPeerAddress } from './client-address';

describe(clientAddress.name, () => {
  it('takes the peer when the web is the edge, whatever X-Forwarded-For the visitor wrote', () => {
    expect(clientAddress({ peerAddress: '198.51.100.7', forwardedFor: '203.0.113.1', trustedProxyHops: 0 })).toBe(
      '198.51.100.7',
    );
    expect(clientAddress({ peerAddress: '198.51.100.7', forwardedFor: null, trustedProxyHops: 0 })).toBe(
      '198.51.100.7',
    );
    expect(clientAddress({ peerAddress: '2001:db8::5', forwardedFor: '::1', trustedProxyHops: 0 })).toBe('2001:db8::5');
  });

  it('behind trusted proxies, takes the entry the outermost one appended, never the visitor claim before it', () => {
    // visitor claim, then what our load balancer saw; the peer is the load balancer.
    expect(
      clientAddress({ peerAddress: '10.0.0.2', forwardedFor: '203.0.113.1, 198.51.100.7', trustedProxyHops: 1 }),
    ).toBe('198.51.100.7');
    expect(
      clientAddress({
        peerAddress: '10.0.0.3',
        forwardedFor: '203.0.113.1, 198.51.100.7, 10.0.0.2',
        trustedProxyHops: 2,
      }),
    ).toBe('198.51.100.7');
  });

  it('behind a proxy, a request that reached the web directly counts as its peer', () => {
    expect(clientAddress({ peerAddress: '198.51.100.7', forwardedFor: null, trustedProxyHops: 1 })).toBe(
      '198.51.100.7',
    );
  });

  it('refuses to name anyone from what is not an address', () => {
    expect(clientAddress({ peerAddress: undefined, forwardedFor: '203.0.113.1', trustedProxyHops: 0 })).toBeUndefined();
    expect(clientAddress({ peerAddress: 'forged', forwardedFor: null, trustedProxyHops: 0 })).toBeUndefined();
    expect(clientAddress({ peerAddress: '10.0.0.2', forwardedFor: 'unknown', trustedProxyHops: 1 })).toBe('10.0.0.2');
  });
});

describe(stampedPeerAddress.name, () => {
  it('believes the peer header only in a process whose server stamps it on every request', () => {
    expect(stampedPeerAddress('198.51.100.7', { [PEER_ADDRESS_STAMPED_ENV]: '1' })).toBe('198.51.100.7');
    // `next dev` or a bare `next start`: the header is whatever the visitor sent.
    expect(stampedPeerAddress('198.51.100.7', {})).toBeUndefined();
    expect(stampedPeerAddress(null, { [PEER_ADDRESS_STAMPED_ENV]: '1' })).toBeUndefined();
  });
});
