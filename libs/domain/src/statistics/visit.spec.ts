import { beaconVerdict, budgetNetwork, VIEW_BEACON_BUDGET_PER_HOUR, visitorNetwork } from './visit';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe(beaconVerdict.name, () => {
  it('counts a browser within the budget', () => {
    expect(beaconVerdict({ userAgent: CHROME, beaconsThisHour: 1 })).toBe('visit');
    expect(beaconVerdict({ userAgent: CHROME, beaconsThisHour: VIEW_BEACON_BUDGET_PER_HOUR })).toBe('visit');
  });

  it('counts nothing past the budget of the network', () => {
    expect(beaconVerdict({ userAgent: CHROME, beaconsThisHour: VIEW_BEACON_BUDGET_PER_HOUR + 1 })).toBe('over-budget');
    expect(beaconVerdict({ userAgent: CHROME, beaconsThisHour: 4 }, 3)).toBe('over-budget');
  });

  it('counts no robot, whatever the budget', () => {
    expect(beaconVerdict({ userAgent: 'Googlebot/2.1', beaconsThisHour: 1 })).toBe('bot');
    expect(beaconVerdict({ userAgent: undefined, beaconsThisHour: 1 })).toBe('bot');
  });
});

describe(visitorNetwork.name, () => {
  it('knows an IPv4 visitor by the address, mapped or not', () => {
    expect(visitorNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorNetwork('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('knows an IPv6 visitor by the /64, however the address is written', () => {
    const network = '2001:db8:abcd:12::/64';
    expect(visitorNetwork('2001:db8:abcd:12::1')).toBe(network);
    expect(visitorNetwork('2001:0db8:ABCD:0012:ffff:ffff:ffff:fffe')).toBe(network);
    expect(visitorNetwork('2001:db8:abcd:12:1:2:3:4%eth0')).toBe(network);
    expect(visitorNetwork('2001:db8:abcd:13::1')).not.toBe(network);
  });

  it('reads compressed and IPv4-tailed IPv6 forms', () => {
    expect(visitorNetwork('::1')).toBe('0:0:0:0::/64');
    expect(visitorNetwork('fe80::')).toBe('fe80:0:0:0::/64');
    expect(visitorNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(visitorNetwork('2001:db8:1:2:3:4:192.0.2.1')).toBe('2001:db8:1:2::/64');
  });

  it('leaves what is not an address as it came, lower-cased', () => {
    expect(visitorNetwork(' Unknown ')).toBe('unknown');
    expect(visitorNetwork('1::2::3')).toBe('1::2::3');
    expect(visitorNetwork('2001:db8::g')).toBe('2001:db8::g');
  });
});

describe(budgetNetwork.name, () => {
  it('counts an IPv6 client by its /48, so hopping between its /64s spends one budget', () => {
    expect(budgetNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(budgetNetwork('2001:db8:abcd:ffff::9')).toBe('2001:db8:abcd::/48');
    expect(budgetNetwork('2001:db8:abce::1')).not.toBe(budgetNetwork('2001:db8:abcd::1'));
  });

  it('counts an IPv4 client by its address, mapped or not', () => {
    expect(budgetNetwork('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(budgetNetwork('198.51.100.5')).toBe('198.51.100.5');
  });
});
