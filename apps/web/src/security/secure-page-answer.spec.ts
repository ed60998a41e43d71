import { NextRequest, NextResponse } from 'next/server';
import { securePageAnswer } from './secure-page-answer';
import { POLICY_TEMPLATE_HEADER, SHARED_PAGES_ENV } from './shared-page';

/** What next-intl does for `/?lng=nl`: remember the language and redirect. */
function languageRedirect(request: NextRequest): NextResponse {
  const response = NextResponse.redirect(new URL('/nl/', request.url));
  response.cookies.set('NEXT_LOCALE', 'nl', { path: '/', sameSite: 'lax', maxAge: 31536000 });
  return response;
}

describe(securePageAnswer.name, () => {
  it('gives an https site HSTS and a Secure language cookie', async () => {
    const response = await securePageAnswer(new NextRequest('https://immo.example/?lng=nl'), true, languageRedirect);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(response.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=nl;.*; Secure/i);
  });

  it('gives a plain-http site (a laptop, the e2e stack) neither', async () => {
    const response = await securePageAnswer(new NextRequest('http://127.0.0.1:3100/?lng=nl'), false, languageRedirect);
    expect(response.headers.has('strict-transport-security')).toBe(false);
    expect(response.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=nl;/);
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/i);
  });

  it('hands Next the same nonce the browser gets, a new one every answer', async () => {
    const seen: (string | null)[] = [];
    const render = (request: NextRequest) => {
      seen.push(request.headers.get('content-security-policy'));
      return NextResponse.next();
    };
    const first = await securePageAnswer(new NextRequest('http://127.0.0.1:3100/fr/'), false, render);
    const second = await securePageAnswer(new NextRequest('http://127.0.0.1:3100/fr/'), false, render);
    expect(seen[0]).toBe(first.headers.get('content-security-policy'));
    expect(seen[0]).toMatch(/'nonce-[^']+'/);
    expect(seen[0]).not.toBe(seen[1]);
    expect(second.headers.get('content-security-policy')).toBe(seen[1]);
  });

  it('lets the site, and only the site, frame the map frame', async () => {
    const frame = await securePageAnswer(new NextRequest('http://127.0.0.1:3100/map/fr/frame.html'), false, () =>
      NextResponse.next(),
    );
    expect(frame.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  describe('a page a shared cache keeps (server.mjs running)', () => {
    beforeEach(() => (process.env[SHARED_PAGES_ENV] = '1'));
    afterEach(() => delete process.env[SHARED_PAGES_ENV]);

    it('gets no nonce and no cookie: its policy goes to server.mjs as a template', async () => {
      let seen: string | null = 'unset';
      const render = (request: NextRequest) => {
        seen = request.headers.get('content-security-policy');
        const response = NextResponse.next();
        response.cookies.set('NEXT_LOCALE', 'fr', { path: '/', sameSite: 'lax' });
        return response;
      };
      const request = new NextRequest('https://immo.example/fr/', {
        headers: { 'content-security-policy': "script-src 'nonce-chosen-by-a-visitor'" },
      });
      const response = await securePageAnswer(request, true, render);
      expect(seen).toBeNull();
      expect(response.headers.has('content-security-policy')).toBe(false);
      expect(response.headers.get(POLICY_TEMPLATE_HEADER)).toContain("'immo-script-hashes'");
      expect(response.headers.get(POLICY_TEMPLATE_HEADER)).not.toContain("'nonce-");
      expect(response.headers.has('set-cookie')).toBe(false);
    });

    it('leaves a private page its nonce', async () => {
      const response = await securePageAnswer(new NextRequest('http://127.0.0.1:3100/fr/contact/'), false, () =>
        NextResponse.next(),
      );
      expect(response.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    });
  });

  it("keeps a redirect out of shared caches: it may follow the visitor's language", async () => {
    const response = await securePageAnswer(new NextRequest('http://127.0.0.1:3100/?lng=nl'), false, languageRedirect);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
