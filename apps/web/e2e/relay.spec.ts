import { expect, test } from './support/test';

// The web's /api relay as an attacker meets it: the client address it passes
// on, the operators' login and the headers a browser needs to be refused politely.

/** 203.0.113.0/24 (TEST-NET-3): a different made-up address for every request. */
const forgedAddress = (index: number) => `203.0.113.${index % 250}, 198.51.100.${index % 250}`;

test('a rotating X-Forwarded-For does not lift the per-client limit, and the 429 says when to retry', async ({
  request,
}) => {
  // The BFF allows 300 requests a minute per client and endpoint (RATE_LIMIT_PER_MINUTE).
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let index = 0; index < 320; index += 1) {
    const response = await request.get('/api/types', { headers: { 'x-forwarded-for': forgedAddress(index) } });
    statuses.push(response.status());
    if (response.status() === 429) retryAfter ??= response.headers()['retry-after'];
  }
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

test('failed console logins are slowed down whatever address the guesser claims', async ({ request }) => {
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let index = 0; index < 12; index += 1) {
    const data = { email: 'guessed-operator@agency.test', password: `wrong-password-${index}`, code: '123456' };
    const response = await request.post('/api/operator/session', {
      headers: { 'x-forwarded-for': forgedAddress(index) },
      data,
    });
    statuses.push(response.status());
    if (response.status() === 429) retryAfter ??= response.headers()['retry-after'];
  }
  // Five failures are free per account and per client; this client (the e2e machine) may have spent
  // some in an earlier spec, so the refusals may start sooner, never later, and never let up.
  const firstRefused = statuses.indexOf(429);
  expect(firstRefused).toBeGreaterThanOrEqual(0);
  expect(firstRefused).toBeLessThanOrEqual(5);
  expect(statuses.slice(0, firstRefused).every((status) => status === 401)).toBe(true);
  expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

test('a cross-site POST to the operators is refused before it reaches them', async ({ request }) => {
  const foreign = await request.post('/api/sync-runs', {
    headers: { origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  expect(foreign.status()).toBe(403);
  const crossSite = await request.post('/api/sync-runs', { headers: { 'sec-fetch-site': 'cross-site' }, data: {} });
  expect(crossSite.status()).toBe(403);
  // Same origin, no session: it gets as far as the session check.
  const sameOrigin = await request.post('/api/sync-runs', { headers: { 'sec-fetch-site': 'same-origin' }, data: {} });
  expect(sameOrigin.status()).toBe(401);
  expect(await sameOrigin.json()).toMatchObject({ code: 'OPERATOR_UNAUTHENTICATED' });
});
