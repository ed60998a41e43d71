import { isBffReachable, reportBffError, reportBffFailure } from './bff-health';

const BFF = 'http://bff.test';

describe('isBffReachable', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const log = [
    jest.spyOn(console, 'error').mockImplementation(() => undefined),
    jest.spyOn(console, 'warn').mockImplementation(() => undefined),
  ];

  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('immo.web.bff-health')];
    jest.useFakeTimers({ now: 1_000_000 });
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockReset();
    log.forEach((spy) => spy.mockClear());
  });
  afterEach(() => jest.useRealTimers());

  it('asks the health check once for the requests of a few seconds', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await expect(Promise.all([isBffReachable(BFF), isBffReachable(BFF)])).resolves.toEqual([true, true]);
    await expect(isBffReachable(BFF)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://bff.test/api/health');
    jest.advanceTimersByTime(5_001);
    await isBffReachable(BFF);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('counts an answer as reachable, even a 503 for Redis alone, but not a database that is down', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 'error', database: 'up', redis: 'down' }), { status: 503 }),
    );
    await expect(isBffReachable(BFF)).resolves.toBe(true);
    jest.advanceTimersByTime(5_001);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 'error', database: 'down', redis: 'up' }), { status: 503 }),
    );
    await expect(isBffReachable(BFF)).resolves.toBe(false);
  });

  it('asks again at once after a page got a 5xx, instead of trusting its last answer', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await expect(isBffReachable(BFF)).resolves.toBe(true);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 'error', database: 'down', redis: 'up' }), { status: 503 }),
    );
    reportBffError();
    await expect(isBffReachable(BFF)).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is down while nothing answers, logs it once, and sees the BFF back within seconds', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(isBffReachable(BFF)).resolves.toBe(false);
    jest.advanceTimersByTime(2_001);
    await expect(isBffReachable(BFF)).resolves.toBe(false);
    expect(log[0]).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(new Response('{}'));
    jest.advanceTimersByTime(2_001);
    await expect(isBffReachable(BFF)).resolves.toBe(true);
    expect(log[1]).toHaveBeenCalledTimes(1);
  });

  it('believes a page whose BFF call got no answer before its next probe', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await expect(isBffReachable(BFF)).resolves.toBe(true);
    reportBffFailure();
    await expect(isBffReachable(BFF)).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
