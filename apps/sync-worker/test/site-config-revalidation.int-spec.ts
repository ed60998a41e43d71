import { catalogueChangedChannel } from '@immo/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { loadEnv } from '../src/config/env';
import { SITE_CONFIG_MESSAGE, SiteConfigChangeListener } from '../src/revalidation/site-config-change.listener';
import { REVALIDATE_PATH, WebRevalidationNotifier } from '../src/revalidation/web-revalidation.notifier';

/** A stand-in for a web server: counts the revalidations it is asked for. */
async function startWeb(): Promise<{ url: string; revalidations: () => number; server: Server }> {
  let count = 0;
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === REVALIDATE_PATH) count += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, revalidations: () => count, server };
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('every web server drops its pages after a change of the site configuration', () => {
  // QUEUE_PREFIX is unique to this test run (tools/test-db).
  const env = loadEnv();

  it('tells each web server of WEB_URLS when a BFF announces the change, and none for an import', async () => {
    const webs = [await startWeb(), await startWeb()];
    const notifier = new WebRevalidationNotifier({ ...env, WEB_URLS: webs.map((web) => web.url) });
    const listener = new SiteConfigChangeListener(env, notifier);
    const publisher = new Redis(env.REDIS_URL as string);
    try {
      listener.onApplicationBootstrap();
      const channel = catalogueChangedChannel(env.QUEUE_PREFIX);
      // Subscribed once a published message reaches a subscriber; an import's announcement (its run id) is ignored.
      const deadline = Date.now() + 5_000;
      while ((await publisher.publish(channel, '41')) === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(webs.map((web) => web.revalidations())).toEqual([0, 0]);

      await publisher.publish(channel, SITE_CONFIG_MESSAGE);
      await until(() => webs.every((web) => web.revalidations() === 1));
    } finally {
      listener.onApplicationShutdown();
      publisher.disconnect();
      await Promise.all(webs.map((web) => new Promise((resolve) => web.server.close(resolve))));
    }
  });
});
