import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { loadCaptchaChallenge } from './captcha-challenge';

const incoming = new Headers();

jest.mock('next/headers', () => ({ headers: () => Promise.resolve(incoming) }));
jest.mock('@/config/env', () => ({
  webEnv: () => ({
    BFF_URL: 'http://bff.test',
    INTERNAL_API_TOKEN: 'web-internal-token-0123',
    WEB_TRUSTED_PROXY_HOPS: 1,
  }),
}));
// server.mjs stamps the TCP peer for every request; a proxy of ours stands in front (one trusted hop).
process.env.IMMO_PEER_ADDRESS_STAMPED = '1';

describe(loadCaptchaChallenge.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function answering(status: number, body: unknown, headers: Record<string, string> = {}): jest.Mock {
    const fetchMock = jest.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers })),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it("mints the page's challenge for the visitor the relay would name, so it spends the visitor's own budget", async () => {
    incoming.set('x-immo-peer-address', '10.0.0.5');
    incoming.set('x-forwarded-for', '6.6.6.6, 198.51.100.23');
    const challenge = { token: 't', pow: {}, expiresAt: '2100-01-01T00:00:00.000Z' };
    const fetchMock = answering(200, challenge);
    await expect(loadCaptchaChallenge()).resolves.toEqual(challenge);
    const sent = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(sent.get('x-forwarded-for')).toBe('198.51.100.23');
    expect(sent.get(INTERNAL_TOKEN_HEADER)).toBe('web-internal-token-0123');
  });

  it('renders the page without a challenge but with the wait, in whole minutes, when the budget is spent', async () => {
    answering(429, { code: 'RATE_LIMITED' }, { 'retry-after': '61' });
    await expect(loadCaptchaChallenge()).resolves.toEqual({ retryAfterMinutes: 2 });
  });

  it('renders the page without a challenge when the BFF fails', async () => {
    answering(503, {});
    await expect(loadCaptchaChallenge()).resolves.toBeNull();
  });
});
