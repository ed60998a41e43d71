// @ts-check
// `next start` with one addition: every request carries the TCP peer's
// address in x-immo-peer-address, replacing anything a visitor sent under that
// name. Next.js gives route handlers no socket, and the X-Forwarded-For it
// fills in keeps the visitor's own header when there is one, so without this
// the /api relay (src/app/api/[...path]/route.ts) could not tell the BFF who
// is asking (src/lib/client-address.ts). The request handler is the one
// `next start` uses (NextCustomServer → getRequestHandlers). In front of it,
// shared pages are sent from a cache of their finished answers and every
// render is charged to the client's budget (server-page-gate.mjs).
import { createServer } from 'node:http';
import path from 'node:path';
import { PEER_ADDRESS_HEADER, PEER_ADDRESS_STAMPED_ENV, SERVER_BRIDGE, SHARED_PAGES_ENV } from './server-contract.mjs';
import { deferPageScripts } from './server-deferred-scripts.mjs';
import { isOwnFailurePageRequest, replaceFailedPages } from './server-failure-page.mjs';
import { createPageCache } from './server-page-cache.mjs';
import { createPageGate, staticFileAddresses } from './server-page-gate.mjs';
import { createRenderBudget } from './server-render-budget.mjs';
import { buildFileHashes, finishSharedPages, sharedCacheControl, sharedCacheSeconds } from './server-shared-pages.mjs';

/** @import { Render } from './server-page-gate.mjs' */
/** @import { BridgeHolder } from './src/lib/page-cache/drop-cached-pages' */
/** @import { PageServerBridge } from './src/lib/page-cache/server-bridge' */

// Tells the relay, in this process only, that the peer address header is ours (src/lib/client-address.ts).
process.env[PEER_ADDRESS_STAMPED_ENV] = '1';

// Tells the proxy that pages a shared cache may keep are finished here (server-shared-pages.mjs).
process.env[SHARED_PAGES_ENV] = '1';

// Where the server's start-up (src/instrumentation.ts) leaves the page rules
// and settings the page cache and render budget need, and where
// /internal/revalidate finds the way to empty the cache.
const holder = /** @type {BridgeHolder<PageServerBridge>} */ (globalThis);
const bridge = (holder[SERVER_BRIDGE] ??= {});
/** @type {Promise<void>} */
const registered = new Promise((resolve, reject) => {
  bridge.registered = resolve;
  setTimeout(
    () => reject(new Error('The page rules were not registered within 60 s of start-up (src/instrumentation.ts)')),
    60_000,
  ).unref();
});

// As `next start` does; set before Next.js is loaded, which reads it.
if (process.env.NODE_ENV === undefined) Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');
// Next's own compression is off (next.config.ts `compress`): it would wrap the
// answer before finishSharedPages reads the HTML. The same middleware runs here, under it.
const { default: compression } = await import('next/dist/compiled/compression/index.js');
const { releaseCompressionStream } = await import('next/dist/server/lib/release-compression-stream.js');

const port = Number(process.env.WEB_PORT || 3000);
// This machine only unless told otherwise: a container's Dockerfile sets 0.0.0.0.
const host = process.env.WEB_HOST || '127.0.0.1';
const app = next({ dev: false, dir: import.meta.dirname, port, hostname: 'localhost' });
await app.prepare();
// register() starts during prepare(), which does not wait for it to end.
await registered;
// registerPageServerBridge (src/lib/page-cache/server-bridge.ts) put all of it there before it called registered().
const rules = /** @type {PageServerBridge} */ (bridge);
const handle = app.getRequestHandler();
const compress = compression();
const fileHash = buildFileHashes(path.join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next'));
const pageCacheControl = sharedCacheControl();
const { settings } = rules;
const pageCache = createPageCache({ maxBytes: settings.pageCacheMaxBytes, ttlSeconds: sharedCacheSeconds() });
// Called from requests only (/internal/revalidate, the console's site settings), which come after this.
bridge.dropPages = () => pageCache.clear();
const gate = createPageGate({
  cache: pageCache,
  budget: createRenderBudget({
    perMinute: settings.rendersPerMinute,
    burst: settings.renderBurst,
    atOnce: settings.rendersAtOnce,
  }),
  rules,
  staticFiles: staticFileAddresses(import.meta.dirname),
});
/** Where this server asks itself for the API-failure page (server-failure-page.mjs). */
const origin = `http://127.0.0.1:${port}`;

const server = createServer((request, response) => {
  const peer = request.socket.remoteAddress;
  if (peer) request.headers[PEER_ADDRESS_HEADER] = peer;
  else delete request.headers[PEER_ADDRESS_HEADER];
  /** @type {Render} */
  const render = (keep) => {
    // Each wrapper sees what the one added after it writes: Next → deferred scripts → shared pages → failure page → compression.
    compress(request, response, () => undefined);
    // As Next does: a visitor who leaves mid-answer would leave the zlib stream open.
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response);
    });
    replaceFailedPages(request, response, origin);
    finishSharedPages(request, response, fileHash, pageCacheControl, keep);
    deferPageScripts(request, response);
    void handle(request, response);
  };
  // A kept page, a refusal, or Next's render (server-page-gate.mjs); our own
  // failure page is asked for while the page it replaces holds the gate.
  if (isOwnFailurePageRequest(request)) return render();
  gate(request, response, render).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
server.listen(port, host, () => console.log(`Web listening on http://${host}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections of idle browsers must not hold the shutdown.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
