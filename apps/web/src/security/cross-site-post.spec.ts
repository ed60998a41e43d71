import { crossSiteRefusal, isCrossSite } from './cross-site-post';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe(isCrossSite.name, () => {
  it('takes a POST whose Origin is the host it was sent to, as Next.js checks a server action', () => {
    expect(isCrossSite(headers({ host: 'www.agency.example', origin: 'https://www.agency.example' }))).toBe(false);
    expect(isCrossSite(headers({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }))).toBe(false);
    // Behind the reverse proxy: the first forwarded host is the one the browser asked.
    expect(
      isCrossSite(
        headers({
          host: 'web:3000',
          'x-forwarded-host': 'www.agency.example, web',
          origin: 'https://www.agency.example',
        }),
      ),
    ).toBe(false);
  });

  it('refuses another site, a null or unreadable Origin, and a request without a host', () => {
    expect(isCrossSite(headers({ host: 'www.agency.example', origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(headers({ host: 'www.agency.example', origin: 'null' }))).toBe(true);
    expect(isCrossSite(headers({ host: 'www.agency.example', origin: '%%%' }))).toBe(true);
    expect(isCrossSite(headers({ origin: 'https://www.agency.example' }))).toBe(true);
  });

  it('lets a request without Origin through unless one is required (browsers send it with every POST)', () => {
    expect(isCrossSite(headers({ host: 'www.agency.example' }))).toBe(false);
    expect(isCrossSite(headers({ host: 'www.agency.example' }), { requireOrigin: true })).toBe(true);
  });
});

describe(crossSiteRefusal.name, () => {
  it('answers 403 with one sentence in the visitor’s language, kept by no cache', async () => {
    const response = crossSiteRefusal('nl');
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/^Dit verzoek kwam van een andere site/);
  });
});
