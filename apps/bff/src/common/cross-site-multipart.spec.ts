import { crossSiteMultipartRefusal, crossSiteRefusal } from './cross-site';

const SITE = ['https://www.immo.be'];
const MULTIPART = 'multipart/form-data; boundary=----x';
const post = (headers: Record<string, string>) => crossSiteMultipartRefusal({ method: 'POST', headers }, SITE);

describe(crossSiteMultipartRefusal.name, () => {
  it("takes a file from the site's own page or its server", () => {
    expect(
      post({ origin: 'https://www.immo.be', 'sec-fetch-site': 'same-origin', 'content-type': MULTIPART }),
    ).toBeNull();
    expect(post({ 'content-type': MULTIPART })).toBeNull();
  });

  it("refuses the same upload from another site's form", () => {
    expect(post({ origin: 'https://attacker.example', 'content-type': MULTIPART })).toBe('cross-site');
    expect(post({ 'sec-fetch-site': 'cross-site', 'content-type': MULTIPART })).toBe('cross-site');
    expect(post({ origin: 'null', 'content-type': MULTIPART })).toBe('cross-site');
  });

  it('takes multipart only, and leaves the JSON rule refusing multipart', () => {
    expect(post({ origin: 'https://www.immo.be', 'content-type': 'application/json' })).toBe('not-multipart');
    expect(post({ origin: 'https://www.immo.be' })).toBe('not-multipart');
    expect(
      crossSiteRefusal({ method: 'POST', headers: { origin: 'https://www.immo.be', 'content-type': MULTIPART } }, SITE),
    ).toBe('not-json');
  });
});
