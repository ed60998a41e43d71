import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { REVALIDATE_SECRET_HEADER } from '@immo/platform';
import { REVALIDATE_PATH, WebRevalidationNotifier } from './web-revalidation.notifier';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
}

/** A real web server on an ephemeral port, answering as `respond` says. */
async function startWeb(
  respond: (received: Received) => { status: number } | 'hang',
): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const entry = { method: request.method, url: request.url, headers: request.headers };
    received.push(entry);
    const answer = respond(entry);
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, server };
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

describe(WebRevalidationNotifier.name, () => {
  const secret = 'a-secret-of-at-least-16-chars';
  let server: Server | undefined;

  beforeAll(() => {
    // The failures below are expected; their warnings would only clutter the output.
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    if (server) await stop(server);
    server = undefined;
  });

  it('POSTs to the web with the shared secret and reports success', async () => {
    const web = await startWeb(() => ({ status: 200 }));
    server = web.server;
    const outcome = await new WebRevalidationNotifier({
      WEB_URL: web.url,
      REVALIDATE_SECRET: secret,
    }).catalogueChanged();
    expect(outcome).toEqual({ status: 'revalidated' });
    expect(web.received).toEqual([expect.objectContaining({ method: 'POST', url: REVALIDATE_PATH })]);
    expect(web.received[0]?.headers[REVALIDATE_SECRET_HEADER]).toBe(secret);
  });

  it('tells every web server of WEB_URLS, and names the one that failed', async () => {
    const [first, second, refusing] = await Promise.all([
      startWeb(() => ({ status: 200 })),
      startWeb(() => ({ status: 200 })),
      startWeb(() => ({ status: 401 })),
    ]);
    try {
      const notifier = (urls: string[]) =>
        new WebRevalidationNotifier({ WEB_URL: 'http://127.0.0.1:9', WEB_URLS: urls, REVALIDATE_SECRET: secret });
      expect(await notifier([first.url, second.url]).catalogueChanged()).toEqual({ status: 'revalidated' });
      expect(first.received).toEqual([expect.objectContaining({ method: 'POST', url: REVALIDATE_PATH })]);
      expect(second.received).toEqual([expect.objectContaining({ method: 'POST', url: REVALIDATE_PATH })]);
      expect(await notifier([first.url, refusing.url]).catalogueChanged()).toEqual({
        status: 'failed',
        reason: `${refusing.url}: answered 401`,
      });
      expect(first.received).toHaveLength(2);
    } finally {
      await Promise.all([first, second, refusing].map((web) => stop(web.server)));
    }
  });

  it('reports a refusal (wrong secret) as a failure instead of throwing', async () => {
    const web = await startWeb(() => ({ status: 401 }));
    server = web.server;
    const outcome = await new WebRevalidationNotifier({
      WEB_URL: web.url,
      REVALIDATE_SECRET: secret,
    }).catalogueChanged();
    expect(outcome).toEqual({ status: 'failed', reason: 'answered 401' });
  });

  it('gives up on a web server that does not answer within the timeout', async () => {
    const web = await startWeb(() => 'hang');
    server = web.server;
    const started = Date.now();
    const outcome = await new WebRevalidationNotifier(
      { WEB_URL: web.url, REVALIDATE_SECRET: secret },
      200,
    ).catalogueChanged();
    expect(outcome).toEqual({ status: 'failed', reason: 'no answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a web server that is down as a failure', async () => {
    const web = await startWeb(() => ({ status: 200 }));
    await stop(web.server);
    const outcome = await new WebRevalidationNotifier({
      WEB_URL: web.url,
      REVALIDATE_SECRET: secret,
    }).catalogueChanged();
    expect(outcome).toMatchObject({ status: 'failed', reason: expect.stringMatching(/ECONNREFUSED|fetch failed/) });
  });
});
