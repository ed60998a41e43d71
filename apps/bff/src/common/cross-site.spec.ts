import { crossSiteRefusal } from './cross-site';

const SITE = ['https://www.immo.be', 'http://localhost:3000'];
const post = (headers: Record<string, string>) => crossSiteRefusal({ method: 'POST', headers }, SITE);

describe(crossSiteRefusal.name, () => {
  it("refuses a change another site's page asks for", () => {
    expect(post({ origin: 'https://attacker.example' })).toBe('cross-site');
    expect(post({ origin: 'null' })).toBe('cross-site');
    expect(post({ 'sec-fetch-site': 'cross-site' })).toBe('cross-site');
    expect(post({ 'sec-fetch-site': 'same-site', origin: 'https://www.immo.be' })).toBe('cross-site');
    // A trusted Sec-Fetch-Site does not excuse a foreign Origin.
    expect(post({ 'sec-fetch-site': 'same-origin', origin: 'https://attacker.example' })).toBe('cross-site');
  });

  it("lets the site's own pages, typed URLs and clients without a browser through", () => {
    expect(
      post({ origin: 'https://www.immo.be', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }),
    ).toBeNull();
    expect(post({ 'sec-fetch-site': 'none' })).toBeNull();
    expect(post({})).toBeNull();
    expect(post({ 'content-type': 'application/json; charset=utf-8', 'content-length': '2' })).toBeNull();
  });

  it("lets the BFF's own pages (Bull Board) change things, not a page of another host", () => {
    expect(post({ origin: 'http://localhost:3001', host: 'localhost:3001' })).toBeNull();
    expect(post({ origin: 'http://localhost:3002', host: 'localhost:3001' })).toBe('cross-site');
  });

  it('refuses a body that is not JSON, which is all a cross-site form can send unasked', () => {
    expect(post({ 'content-type': 'application/x-www-form-urlencoded' })).toBe('not-json');
    expect(post({ 'content-type': 'text/plain', 'content-length': '2' })).toBe('not-json');
    expect(post({ 'content-type': 'multipart/form-data; boundary=x' })).toBe('not-json');
    expect(post({ 'content-length': '7' })).toBe('not-json');
  });

  it('leaves reads alone', () => {
    expect(crossSiteRefusal({ method: 'GET', headers: { origin: 'https://attacker.example' } }, SITE)).toBeNull();
  });
});
