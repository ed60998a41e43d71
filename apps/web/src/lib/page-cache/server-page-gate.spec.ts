import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createPageCache } from '../../../server-page-cache.mjs';
import { createPageGate, type PageRules, type Render } from '../../../server-page-gate.mjs';
import { createRenderBudget } from '../../../server-render-budget.mjs';

/** Stands in for Next.js behind the gate: counts its renders, and finishes shared pages as server-shared-pages.mjs does. */
function fakeNext(delayMs = 0) {
  const rendered: string[] = [];
  const render = (request: IncomingMessage, response: ServerResponse, keep?: Parameters<Render>[0]) => {
    rendered.push(request.url ?? '');
    setTimeout(() => {
      const data = request.headers['rsc'] ? ` data ${request.headers['next-router-state-tree'] ?? ''}` : '';
      const body = Buffer.from(`<html>${request.url}${data} render ${rendered.length}</html>`);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', "script-src 'sha256-x'");
      response.setHeader('vary', 'rsc');
      if (request.url?.startsWith('/fr/')) {
        response.setHeader('cache-control', 'public, max-age=0, s-maxage=60');
        keep?.(body, response.getHeaders());
      }
      response.end(body);
    }, delayMs);
  };
  return { rendered, render };
}

/** Shared pages are those under /fr/; `?q=` is the one parameter they read. One client asks for everything. */
const rules: PageRules = {
  pageAddress(url) {
    const parsed = new URL(url, 'http://site.test');
    if (!parsed.pathname.startsWith('/fr/')) return null;
    const q = parsed.searchParams.get('q');
    return q ? `${parsed.pathname}?q=${q}` : parsed.pathname;
  },
  clientNetwork: () => 'one client',
  busyAnswer: (url, _headers, retryAfterSeconds) => ({
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(retryAfterSeconds) },
    body: `busy ${url}`,
  }),
};

interface Started {
  origin: string;
  next: ReturnType<typeof fakeNext>;
  cache: ReturnType<typeof createPageCache>;
  server: Server;
}

async function start({ burst = 100, atOnce = 100, delayMs = 0 } = {}): Promise<Started> {
  const next = fakeNext(delayMs);
  const cache = createPageCache({ maxBytes: 1_000_000, ttlSeconds: 60 });
  const gate = createPageGate({
    cache,
    budget: createRenderBudget({ perMinute: 1, burst, atOnce }),
    rules,
    staticFiles: new Set(['/sample-photos/house-1.svg']),
  });
  const server = createServer(
    (request, response) => void gate(request, response, (keep) => next.render(request, response, keep)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, next, cache, server };
}

let started: Started | undefined;
afterEach(async () => {
  await new Promise((resolve) => started?.server.close(resolve));
  started = undefined;
});

describe(createPageGate.name, () => {
  it('renders a shared page once: a parameter the page ignores, or another order, is the kept page', async () => {
    started = await start();
    const first = await fetch(`${started.origin}/fr/list/?q=a&cb=1`);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const page = await first.text();
    for (const path of ['/fr/list/?cb=2&q=a', '/fr/list/?q=a']) {
      const again = await fetch(started.origin + path);
      expect(again.headers.get('x-page-cache')).toBe('hit');
      expect(again.headers.get('content-security-policy')).toBe("script-src 'sha256-x'");
      expect(await again.text()).toBe(page);
    }
    // Rendered for its own address: the parameter it ignores never reached it.
    expect(started.next.rendered).toEqual(['/fr/list/?q=a']);
    expect(await (await fetch(`${started.origin}/fr/list/?q=b`)).text()).toContain('render 2');
  });

  it('sends a kept page gzipped to a client that takes it, and as it is to one that does not', async () => {
    started = await start();
    await (await fetch(`${started.origin}/fr/`)).text();
    // The gzipped copy is made off the main thread, just after the page is kept.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const raw = await new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const request = get(
        `${started?.origin}/fr/`,
        { headers: { 'accept-encoding': 'gzip, br' } },
        (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['vary']).toBe('rsc, Accept-Encoding');
    expect(gunzipSync(raw.body).toString()).toBe('<html>/fr/ render 1</html>');
    const plain = await fetch(`${started.origin}/fr/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(started.next.rendered).toHaveLength(1);
  });

  it('renders a page once when many ask for it at the same time', async () => {
    started = await start({ delayMs: 100 });
    const origin = started.origin;
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, n) => fetch(`${origin}/fr/detail/?n=${n}`).then((response) => response.text())),
    );
    expect(new Set(pages)).toEqual(new Set(['<html>/fr/detail/ render 1</html>']));
    expect(started.next.rendered).toHaveLength(1);
  });

  it('renders again once emptied, and does not keep a render that read the data before', async () => {
    started = await start({ delayMs: 100 });
    await fetch(`${started.origin}/fr/`);
    started.cache.clear();
    const during = fetch(`${started.origin}/fr/`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    started.cache.clear();
    expect((await during).headers.get('x-page-cache')).toBe('miss');
    expect((await fetch(`${started.origin}/fr/`)).headers.get('x-page-cache')).toBe('miss');
    expect(started.next.rendered).toHaveLength(3);
  });

  it("keeps the router's data for a page beside its document, one copy per set of router headers, rendered with its `_rsc`", async () => {
    started = await start();
    await fetch(`${started.origin}/fr/`);
    const router = { rsc: '1', 'next-router-state-tree': 'tree-a' };
    const data = await fetch(`${started.origin}/fr/?_rsc=abc&cb=1`, { headers: router });
    expect(data.headers.get('x-page-cache')).toBe('miss');
    expect(await data.text()).toBe('<html>/fr/?_rsc=abc data tree-a render 2</html>');
    expect((await fetch(`${started.origin}/fr/?_rsc=abc`, { headers: router })).headers.get('x-page-cache')).toBe(
      'hit',
    );
    expect(
      (
        await fetch(`${started.origin}/fr/?_rsc=xyz`, { headers: { ...router, 'next-router-state-tree': 'tree-b' } })
      ).headers.get('x-page-cache'),
    ).toBe('miss');
    expect(await (await fetch(`${started.origin}/fr/`)).text()).toBe('<html>/fr/ render 1</html>');
    expect(started.next.rendered).toEqual(['/fr/', '/fr/?_rsc=abc', '/fr/?_rsc=xyz']);
  });

  it('refuses a client past its budget with 429 and Retry-After, and keeps sending it kept pages', async () => {
    started = await start({ burst: 2 });
    expect((await fetch(`${started.origin}/fr/?q=1`)).status).toBe(200);
    expect((await fetch(`${started.origin}/other/`)).status).toBe(200);
    const refused = await fetch(`${started.origin}/fr/?q=2`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toBe('busy /fr/?q=2');
    expect((await fetch(`${started.origin}/fr/?q=1&cb=3`)).status).toBe(200);
    // Files and the relay are no renders.
    expect((await fetch(`${started.origin}/sample-photos/house-1.svg`)).status).toBe(200);
    expect((await fetch(`${started.origin}/api/properties`)).status).toBe(200);
    expect(started.next.rendered).toEqual(['/fr/?q=1', '/other/', '/sample-photos/house-1.svg', '/api/properties']);
  });
});
