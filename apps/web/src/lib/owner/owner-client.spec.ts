import { ownerFetch, OwnerSessionEnded } from './owner-client';

describe(ownerFetch.name, () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  const leave = jest.fn();
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    leave.mockReset();
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  const calls = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url}`);

  it('renews an expired session once and repeats the call', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(null, { status: 401 }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(new Response('{"today":4}', { status: 200 }));
    const response = await ownerFetch('/api/owner/properties/4101/today', { method: 'GET' }, '/fr/login/', leave);
    expect(await response.json()).toEqual({ today: 4 });
    expect(calls()).toEqual([
      'GET /api/owner/properties/4101/today',
      'POST /api/owner/session/refresh',
      'GET /api/owner/properties/4101/today',
    ]);
    expect(leave).not.toHaveBeenCalled();
  });

  it('sends the owner to the login page when the session cannot be renewed', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(null, { status: 401 }))
      .mockResolvedValueOnce(new Response('{"code":"OWNER_SESSION_EXPIRED"}', { status: 401 }));
    await expect(
      ownerFetch('/api/owner/preferences', { method: 'PUT', body: '{"weeklyReport":false}' }, '/nl/login/', leave),
    ).rejects.toBeInstanceOf(OwnerSessionEnded);
    expect(leave).toHaveBeenCalledWith('/nl/login/');
    expect(calls()).toEqual(['PUT /api/owner/preferences', 'POST /api/owner/session/refresh']);
  });

  it('shares one renewal between calls that fail together (a second would replay the spent refresh token)', async () => {
    let renewals = 0;
    let renewed = false;
    fetchMock.mockImplementation((url: string) => {
      if (url.endsWith('/refresh')) {
        renewals += 1;
        renewed = true;
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(new Response(null, { status: renewed ? 200 : 401 }));
    });
    const answers = await Promise.all([
      ownerFetch('/api/owner/me', { method: 'GET' }, '/fr/login/', leave),
      ownerFetch('/api/owner/properties', { method: 'GET' }, '/fr/login/', leave),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(renewals).toBe(1);
  });
});
