import { visitorHash } from './visitor-hash';

describe(visitorHash.name, () => {
  const monday = Buffer.alloc(32, 1);
  const tuesday = Buffer.alloc(32, 2);

  it('is the same for one address within a day, and never contains the address', () => {
    const hash = visitorHash(monday, '203.0.113.7');
    expect(visitorHash(monday, '203.0.113.7')).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203');
  });

  it('tells two addresses apart, but not two addresses of one IPv6 /64', () => {
    expect(visitorHash(monday, '203.0.113.8')).not.toBe(visitorHash(monday, '203.0.113.7'));
    expect(visitorHash(monday, '2001:db8:1:2::a')).toBe(visitorHash(monday, '2001:db8:1:2:ffff::b'));
    expect(visitorHash(monday, '2001:db8:1:3::a')).not.toBe(visitorHash(monday, '2001:db8:1:2::a'));
  });

  it("cannot be linked to the previous day's hash", () => {
    expect(visitorHash(tuesday, '203.0.113.7')).not.toBe(visitorHash(monday, '203.0.113.7'));
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(visitorHash(monday, '::ffff:203.0.113.7')).toBe(visitorHash(monday, '203.0.113.7'));
  });
});
