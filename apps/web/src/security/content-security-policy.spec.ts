import { videoEmbed } from '@immo/domain';
import {
  createNonce,
  EMBED_FRAME_HOSTS,
  isMapFramePath,
  pageContentSecurityPolicy,
  scriptHashSource,
} from './content-security-policy';

const options = { nonce: 'bm9uY2U=', scriptHashes: ['sha256-abc='], framedBySite: false, https: false };

/** Each comma-separated policy as a map of directive → sources. */
function policies(header: string): Map<string, string[]>[] {
  return header.split(',').map(
    (policy) =>
      new Map(
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name ?? '', sources]),
      ),
  );
}

describe(pageContentSecurityPolicy.name, () => {
  it('runs no inline or evaluated script but ours, in either policy', () => {
    const all = policies(pageContentSecurityPolicy(options));
    expect(all).toHaveLength(2);
    for (const policy of all) {
      const scripts = policy.get('script-src') ?? [];
      expect(scripts).toEqual(expect.arrayContaining(["'nonce-bm9uY2U='", "'sha256-abc='"]));
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
    }
  });

  it('gives Next the nonce in the first script-src it reads', () => {
    const firstScriptSrc = pageContentSecurityPolicy(options)
      .split(/[;,]/)
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src'));
    expect(firstScriptSrc).toContain("'nonce-bm9uY2U='");
  });

  it('loads scripts from our origin and the two consented tag hosts only, and drops parser-inserted ones without a nonce', () => {
    const [strict, allowlist] = policies(pageContentSecurityPolicy(options));
    expect(strict?.get('script-src')).toContain("'strict-dynamic'");
    const hosts = (allowlist?.get('script-src') ?? []).filter((source) => !source.startsWith("'"));
    expect(hosts).toEqual(['https://www.googletagmanager.com', 'https://connect.facebook.net']);
  });

  it('refuses every frame around a page, and any but the site around the map frame', () => {
    expect(policies(pageContentSecurityPolicy(options))[1]?.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policies(pageContentSecurityPolicy({ ...options, framedBySite: true }))[1]?.get('frame-ancestors')).toEqual([
      "'self'",
    ]);
  });

  it('upgrades plain-http subresources on an https site only', () => {
    expect(policies(pageContentSecurityPolicy(options))[1]?.has('upgrade-insecure-requests')).toBe(false);
    expect(policies(pageContentSecurityPolicy({ ...options, https: true }))[1]?.has('upgrade-insecure-requests')).toBe(
      true,
    );
  });
});

describe('EMBED_FRAME_HOSTS', () => {
  // The hosts must follow videoEmbed: a provider it learns is a blocked frame until listed here.
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://www.facebook.com/agency/videos/1234567890',
    'https://my.matterport.com/show/?m=abc',
    'https://www.tvl.be/nieuws/report',
    'https://tour.yisual.be/x',
    'https://yisual.com/x',
  ])('lets the player of %s load', (url) => {
    const embed = videoEmbed(url);
    const host = new URL(embed?.embedUrl ?? 'about:blank').hostname;
    const allowed = EMBED_FRAME_HOSTS.some((source) => {
      const pattern = source.replace('https://', '');
      return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
    });
    expect(allowed).toBe(true);
  });
});

describe(createNonce.name, () => {
  it('is new every time and fits the CSP nonce grammar', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe(scriptHashSource.name, () => {
  it('is the base64 SHA-256 a browser compares an inline script with', async () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    await expect(scriptHashSource('alert(1)')).resolves.toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe(isMapFramePath.name, () => {
  it('knows the frame and nothing else', () => {
    expect(isMapFramePath('/map/fr/frame.html')).toBe(true);
    expect(isMapFramePath('/fr/map/frame.html')).toBe(false);
    expect(isMapFramePath('/map/fr/frame.html/x')).toBe(false);
  });
});
