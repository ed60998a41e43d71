// `next start` with one addition: every request carries the TCP peer's
// address in x-immo-peer-address, replacing anything a visitor sent under that
// name. Next.js gives route handlers no socket, and the X-Forwarded-For it
// fills in keeps the visitor's own header when there is one, so without this
// the /api relay (src/app/api/[...path]/route.ts) could not tell the BFF who
// is asking (src/lib/client-address.ts). The request handler is the one
// `next start` uses (NextCustomServer → getRequestHandlers).
import { createServer } from 'node:http';
import { replaceFailedPages } from './server-failure-page.mjs';

/** Must equal PEER_ADDRESS_HEADER in src/lib/client-address.ts. */
const PEER_ADDRESS_HEADER = 'x-immo-peer-address';
// Tells the relay, in this process only, that the header above is ours
// (PEER_ADDRESS_STAMPED_ENV in src/lib/client-address.ts).
process.env.IMMO_PEER_ADDRESS_STAMPED = '1';

// As `next start` does; set before Next.js is loaded, which reads it.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const port = Number(process.env.WEB_PORT || 3000);
const app = next({ dev: false, dir: import.meta.dirname, port, hostname: 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();
/** Where this server asks itself for the API-failure page (server-failure-page.mjs). */
const origin = `http://127.0.0.1:${port}`;

const server = createServer((request, response) => {
  const peer = request.socket.remoteAddress;
  if (peer) request.headers[PEER_ADDRESS_HEADER] = peer;
  else delete request.headers[PEER_ADDRESS_HEADER];
  replaceFailedPages(request, response, origin);
  void handle(request, response);
});
server.listen(port, () => console.log(`Web listening on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections of idle browsers must not hold the shutdown.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
