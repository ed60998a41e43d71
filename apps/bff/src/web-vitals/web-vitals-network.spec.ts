import { webVitalsNetworkHash } from './web-vitals-network';

describe(webVitalsNetworkHash.name, () => {
  const salt = Buffer.from('salt of the day');

  it('gives one IPv6 /48 one budget, whichever /64 inside it the beacon comes from', () => {
    expect(webVitalsNetworkHash(salt, '2001:db8:1:1::5')).toBe(webVitalsNetworkHash(salt, '2001:db8:1:ffff::9'));
    expect(webVitalsNetworkHash(salt, '2001:db8:1::1')).not.toBe(webVitalsNetworkHash(salt, '2001:db8:2::1'));
  });

  it('never names the address, and changes with the salt', () => {
    const hash = webVitalsNetworkHash(salt, '198.51.100.7');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(webVitalsNetworkHash(Buffer.from('next day'), '198.51.100.7'));
  });
});
