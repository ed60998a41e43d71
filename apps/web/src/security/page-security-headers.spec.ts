import { CONSENT_DEFAULTS_SCRIPT } from '@/components/consent/consent-defaults-script';
import { scriptHashSource } from './content-security-policy';
import { pageSecurityHeaders } from './page-security-headers';

const answer = { pathname: '/fr/', nonce: 'bm9uY2U=', https: false };

describe(pageSecurityHeaders.name, () => {
  it("lets the Consent Mode defaults run by their hash, and nothing else inline but the answer's nonce", async () => {
    const headers = new Map(await pageSecurityHeaders(answer));
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'${await scriptHashSource(CONSENT_DEFAULTS_SCRIPT)}'`);
    expect(policy).toContain("'nonce-bm9uY2U='");
  });

  it('lets the site frame the map frame, and nothing frame a page', async () => {
    const page = new Map(await pageSecurityHeaders(answer));
    const frame = new Map(await pageSecurityHeaders({ ...answer, pathname: '/map/nl/frame.html' }));
    expect(page.get('x-frame-options')).toBe('DENY');
    expect(page.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(frame.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(frame.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('sends HSTS when the site is served over https only', async () => {
    expect(new Map(await pageSecurityHeaders(answer)).has('strict-transport-security')).toBe(false);
    expect(new Map(await pageSecurityHeaders({ ...answer, https: true })).get('strict-transport-security')).toBe(
      'max-age=31536000',
    );
  });
});
