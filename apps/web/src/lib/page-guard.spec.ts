import { NextRequest, NextResponse } from 'next/server';
import { FAILURE_PAGE_HEADER, FAILURE_PAGE_KEY_ENV } from './failure-page-request';
import { guardNonPage, guardPage } from './page-guard';

// next-intl's middleware is ESM only; the language detection is covered end to end (e2e/bad-input.spec.ts).
jest.mock('./visitor-locale', () => ({
  visitorLocale: (request: NextRequest) => (request.nextUrl.pathname.startsWith('/nl/') ? 'nl' : 'en'),
}));

const render = () => NextResponse.next();
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

afterEach(() => warn.mockClear());

describe('guardPage', () => {
  it('answers an undecodable address with the 404 page and one log line, without routing it', async () => {
    const route = jest.fn(render);
    const response = guardPage(new NextRequest('http://site.test/nl/te-koop/%C0%AF/'), true, route);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Pagina niet gevonden</h1>');
    expect(route).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([['[web] 404 /nl/te-koop/%C0%AF/ (malformed address)']]);
  });

  it('routes a page while the BFF answers', () => {
    const routed = render();
    expect(guardPage(new NextRequest('http://site.test/nl/te-koop/'), true, () => routed)).toBe(routed);
  });

  it('answers a page with the API-failure page, 503, while the BFF cannot be reached', async () => {
    const response = guardPage(new NextRequest('http://site.test/nl/te-koop/?sort=price-asc'), false, render);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Er is een fout opgetreden in de API');
    expect(html).toContain('<a href="/nl/te-koop/?sort=price-asc">Opnieuw proberen</a>');
  });

  it("answers server.mjs's request for a page that failed with the API-failure page, 500, only when it carries the process's key", async () => {
    process.env[FAILURE_PAGE_KEY_ENV] = 'key-of-this-process';
    try {
      const asked = new NextRequest('http://site.test/nl/te-koop/', {
        headers: { [FAILURE_PAGE_HEADER]: 'key-of-this-process' },
      });
      const response = guardPage(asked, true, render);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('Er is een fout opgetreden in de API');
      const routed = render();
      const guessed = new NextRequest('http://site.test/nl/te-koop/', {
        headers: { [FAILURE_PAGE_HEADER]: 'a-guess' },
      });
      expect(guardPage(guessed, true, () => routed)).toBe(routed);
    } finally {
      delete process.env[FAILURE_PAGE_KEY_ENV];
    }
  });

  it('still redirects while the BFF cannot be reached: a redirect needs no data', () => {
    const redirect = NextResponse.redirect('http://site.test/fr/', 307);
    expect(guardPage(new NextRequest('http://site.test/'), false, () => redirect)).toBe(redirect);
  });
});

describe('guardNonPage', () => {
  it('leaves pages, the map frame included, to guardPage', () => {
    expect(guardNonPage(new NextRequest('http://site.test/fr/%zz/'))).toBeNull();
    expect(guardNonPage(new NextRequest('http://site.test/map/fr/frame.html'))).toBeNull();
  });

  it('lets a well-encoded file, relay or Next.js address through untouched', () => {
    for (const path of ['/sample-photos/house%201.svg', '/api/pages/Notre%2Dagence', '/_next/static/a%20b.js']) {
      expect(guardNonPage(new NextRequest(`http://site.test${path}`))?.headers.get('x-middleware-next')).toBe('1');
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a malformed relay address with the BFF’s 400 body, and logs it once', async () => {
    const response = guardNonPage(new NextRequest('http://site.test/api/properties/%E9'));
    expect(response?.status).toBe(400);
    await expect(response?.json()).resolves.toEqual({ code: 'INVALID_REQUEST', message: 'The request is invalid.' });
    expect(warn.mock.calls).toEqual([['[web] 400 /api/properties/%E9 (malformed address)']]);
  });

  it('answers a malformed file address with the 404 page', async () => {
    for (const path of ['/sitemaps/properties-%zz-1.xml', '/sample-photos/%C0%AF.svg', '/_next/%zz']) {
      const response = guardNonPage(new NextRequest(`http://site.test${path}`));
      expect(response?.status).toBe(404);
      expect(await response?.text()).toContain('<h1>Page not found</h1>');
    }
  });
});
