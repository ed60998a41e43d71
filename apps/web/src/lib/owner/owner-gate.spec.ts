import { ownerGate, tokenExpiry } from './owner-gate';

const SITE = 'http://127.0.0.1:3000';
const BFF = 'http://bff.test';
const NOW = Date.UTC(2026, 10, 24, 12);

function jwt(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '20001', sid: 's', exp })}.signature`;
}

function request(pathname: string, cookies: Record<string, string>) {
  return { pathname, cookie: (name: string) => cookies[name], visitor: '203.0.113.7' };
}

describe(tokenExpiry.name, () => {
  it('reads the exp claim, and nothing from what is not a JWT', () => {
    expect(tokenExpiry(jwt(123))).toBe(123);
    expect(tokenExpiry('opaque')).toBeNull();
    expect(tokenExpiry(undefined)).toBeNull();
  });
});

describe(ownerGate.name, () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  const fresh = jwt(NOW / 1000 + 300);

  it('leaves every other page alone', async () => {
    expect(await ownerGate(request('/fr/a-vendre/', {}), BFF, SITE, NOW)).toBeNull();
    expect(await ownerGate(request('/fr/login/', {}), BFF, SITE, NOW)).toBeNull();
  });

  it('sends a visitor without a session to the login page in the language of the address', async () => {
    expect(await ownerGate(request('/nl/eigenaar/', {}), BFF, SITE, NOW)).toEqual({
      kind: 'login',
      location: '/nl/login/',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews an access token about to expire and hands on both new cookies', async () => {
    const headers = new Headers();
    headers.append('set-cookie', '__Host-owner_access=new; Path=/');
    headers.append('set-cookie', '__Host-owner_refresh=next; Path=/');
    fetchMock.mockResolvedValue(new Response(null, { status: 204, headers }));
    const outcome = await ownerGate(
      request('/fr/espace-proprietaire/', {
        '__Host-owner_access': jwt(NOW / 1000 + 10),
        '__Host-owner_refresh': 'old',
      }),
      BFF,
      SITE,
      NOW,
    );
    expect(outcome).toEqual({
      kind: 'renewed',
      setCookies: ['__Host-owner_access=new; Path=/', '__Host-owner_refresh=next; Path=/'],
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://bff.test/api/owner/session/refresh');
    expect(init.headers).toMatchObject({ cookie: '__Host-owner_refresh=old', 'x-forwarded-for': '203.0.113.7' });
  });

  it('sends an owner whose refresh is refused to the login page', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    expect(
      await ownerGate(request('/fr/espace-proprietaire/', { '__Host-owner_refresh': 'spent' }), BFF, SITE, NOW),
    ).toEqual({ kind: 'login', location: '/fr/login/' });
  });

  it("answers 404 for a property the BFF says is not the owner's, and lets their own through", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    expect(
      await ownerGate(request('/fr/espace-proprietaire/4103/', { '__Host-owner_access': fresh }), BFF, SITE, NOW),
    ).toEqual({ kind: 'missing', locale: 'fr' });
    fetchMock.mockResolvedValueOnce(new Response('{"today":3}', { status: 200 }));
    expect(
      await ownerGate(request('/fr/espace-proprietaire/4101/', { '__Host-owner_access': fresh }), BFF, SITE, NOW),
    ).toEqual({ kind: 'pass' });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('http://bff.test/api/owner/properties/4101/today');
  });

  it('answers 404 for an address below the portal that is no page of it', async () => {
    expect(await ownerGate(request('/de/eigentuemer/abc/', {}), BFF, SITE, NOW)).toEqual({
      kind: 'missing',
      locale: 'de',
    });
  });

  describe('the login page', () => {
    it('leads a live session to its dashboard, in the language of the address', async () => {
      fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
      expect(await ownerGate(request('/nl/login/', { '__Host-owner_access': fresh }), BFF, SITE, NOW)).toEqual({
        kind: 'dashboard',
        location: '/nl/eigenaar/',
        setCookies: [],
      });
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('http://bff.test/api/owner/me');
      expect(init.headers).toMatchObject({ cookie: `__Host-owner_access=${fresh}` });
    });

    it('renews a lapsed access cookie on the way to the dashboard', async () => {
      const headers = new Headers();
      headers.append('set-cookie', '__Host-owner_access=new; Path=/');
      fetchMock.mockResolvedValue(new Response(null, { status: 204, headers }));
      expect(await ownerGate(request('/fr/login/', { '__Host-owner_refresh': 'old' }), BFF, SITE, NOW)).toEqual({
        kind: 'dashboard',
        location: '/fr/espace-proprietaire/',
        setCookies: ['__Host-owner_access=new; Path=/'],
      });
    });

    it('shows the form to a session the BFF no longer knows, so the dashboard cannot send it back in a loop', async () => {
      fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
      expect(
        await ownerGate(
          request('/fr/login/', { '__Host-owner_access': fresh, '__Host-owner_refresh': 'spent' }),
          BFF,
          SITE,
          NOW,
        ),
      ).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it("leaves the form's own POST and the other login pages alone", async () => {
      expect(
        await ownerGate({ ...request('/fr/login/', { '__Host-owner_access': fresh }), method: 'POST' }, BFF, SITE, NOW),
      ).toBeNull();
      expect(
        await ownerGate(request('/fr/login/mot-de-passe-oublie/', { '__Host-owner_access': fresh }), BFF, SITE, NOW),
      ).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  it('lets a live session see the dashboard without asking the BFF first', async () => {
    expect(await ownerGate(request('/en/owner/', { '__Host-owner_access': fresh }), BFF, SITE, NOW)).toEqual({
      kind: 'pass',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
