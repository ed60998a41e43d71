import { visitorHash } from './visitor-hash';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe(visitorHash.name, () => {
  const monday = Buffer.alloc(32, 1);
  const tuesday = Buffer.alloc(32, 2);

  it('is the same for one browser on one IP within a day, and never contains the IP', () => {
    const hash = visitorHash(monday, '203.0.113.7', CHROME);
    expect(visitorHash(monday, '203.0.113.7', CHROME)).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203');
  });

  it('tells apart two browsers behind one IP and one browser on two IPs', () => {
    const hash = visitorHash(monday, '203.0.113.7', CHROME);
    expect(visitorHash(monday, '203.0.113.7', FIREFOX)).not.toBe(hash);
    expect(visitorHash(monday, '203.0.113.8', CHROME)).not.toBe(hash);
  });

  it("cannot be linked to the previous day's hash", () => {
    expect(visitorHash(tuesday, '203.0.113.7', CHROME)).not.toBe(visitorHash(monday, '203.0.113.7', CHROME));
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(visitorHash(monday, '::ffff:203.0.113.7', CHROME)).toBe(visitorHash(monday, '203.0.113.7', CHROME));
  });
});
