// @ts-check
// What server.mjs does with a request before Next.js renders anything:
// a shared page it keeps (the document, or the router's data for it) is sent
// from its page cache (server-page-cache.mjs);
// a request for a page that is being rendered waits for that render; any
// other request that would make Next.js render is charged to the client's
// render budget (server-render-budget.mjs), and refused with 429 once the
// client has spent it. Files, the /api relay (which the BFF limits itself)
// and the worker's /internal calls pass untouched and uncounted.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGE_CACHE_HEADER, sendKeptPage } from './server-page-cache.mjs';

/** @import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http' */
/** @import { PageCache } from './server-page-cache.mjs' */
/** @import { RenderBudget } from './server-render-budget.mjs' */

/** Paths Next.js answers without rendering, or that are limited elsewhere. */
const NEVER_RENDERED = /^\/(?:api|internal|_next\/static)(?:\/|$)/;

/**
 * The request headers Next.js varies a page's answer on (its Vary, besides
 * the encoding): the router's requests for a page's data, a copy of each kept
 * beside the document. Next-URL varies an intercepted route's answer only,
 * which then names it in its Vary: such an answer is never kept.
 */
const VARIANT_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];
const VARIES_ON_NEXT_URL = /(?:^|,)\s*next-url\s*(?:,|$)/i;
/** A prefetch: refused first when a client runs short, since the browser simply goes without. */
const PREFETCH_HEADER = 'next-router-prefetch';
/** Next's check that the router's headers are those its address was made for: a hash of them, kept on the address rendered. */
const CACHE_BUSTING_PARAM = '_rsc';

/**
 * The files Next.js serves as they are: everything under `public/` and the
 * app's own metadata files (`src/app/icon.svg`), by their address.
 * @param {string} appDir
 */
export function staticFileAddresses(appDir) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} folder @param {string} prefix */
  const walk = (folder, prefix) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      else found.add(`${prefix}${entry.name}`);
    }
  };
  walk(path.join(appDir, 'public'), '/');
  for (const entry of readdirSync(path.join(appDir, 'src/app'), { withFileTypes: true })) {
    if (entry.isFile() && /\.(?:ico|png|jpe?g|svg|webmanifest)$/.test(entry.name) && !/^globals?\./.test(entry.name))
      found.add(`/${entry.name}`);
  }
  return found;
}

/**
 * @typedef {{
 *   pageAddress(url: string, cookie: string | undefined): string | null,
 *   clientNetwork(peer: string | undefined, forwardedFor: string | undefined): string,
 *   busyAnswer(url: string, headers: Record<string, string | string[] | undefined>, retryAfterSeconds: number): { headers: Record<string, string>, body: string },
 * }} PageRules
 */

/**
 * Lets Next.js render the request; `keep`, when given, gets the finished page if it is a shared one.
 * @typedef {(keep?: (body: Buffer, headers: OutgoingHttpHeaders) => void) => void} Render
 */

/**
 * @param {{ cache: PageCache, budget: RenderBudget, rules: PageRules, staticFiles: Set<string> }} parts
 * @returns {(request: IncomingMessage, response: ServerResponse, render: Render) => Promise<void>}
 */
export function createPageGate({ cache, budget, rules, staticFiles }) {
  return async (request, response, render) => {
    const url = request.url ?? '/';
    const pathname = url.split('?', 1)[0] ?? '/';
    if (NEVER_RENDERED.test(pathname) || staticFiles.has(pathname)) return render();
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    const address = readOnly ? rules.pageAddress(url, request.headers.cookie) : null;
    // The host too: nothing of a page should depend on it, but a page made for another host is never handed out.
    const key =
      address === null
        ? null
        : [
            `${request.headers.host ?? ''} ${address}`,
            ...VARIANT_HEADERS.map((name) => `${name}: ${request.headers[name] ?? ''}`),
          ].join('\n');
    if (key !== null) {
      let kept = cache.get(key);
      const inProgress = kept ? undefined : cache.inProgress(key);
      if (inProgress) {
        await inProgress;
        kept = cache.get(key);
      }
      if (kept) return sendKeptPage(request, response, kept);
    }
    const forwardedFor = request.headers['x-forwarded-for'];
    const network = rules.clientNetwork(
      request.socket.remoteAddress,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    );
    const spent = budget.take(network, { optional: PREFETCH_HEADER in request.headers });
    if (!spent.ok) return refuse(request, response, rules, spent.retryAfterSeconds);
    response.once('close', spent.done);
    if (address === null || key === null) return render();
    // Rendered for its address alone: no parameter the page ignores reaches the page others get.
    request.url = withCacheBusting(address, url);
    response.setHeader(PAGE_CACHE_HEADER, 'miss');
    const rendering = request.method === 'GET' ? cache.startRender(key) : null;
    if (!rendering) return render();
    response.once('close', rendering.settled);
    return render((body, headers) => {
      if (!VARIES_ON_NEXT_URL.test(String(headers['vary'] ?? ''))) rendering.keep(body, headers);
    });
  };
}

/** `address` with the router's `_rsc` of the address asked, if it had one. @param {string} address @param {string} asked */
function withCacheBusting(address, asked) {
  const hash = new URLSearchParams(asked.split('?')[1] ?? '').get(CACHE_BUSTING_PARAM);
  if (hash === null) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${CACHE_BUSTING_PARAM}=${encodeURIComponent(hash)}`;
}

/**
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {PageRules} rules
 * @param {number} retryAfterSeconds
 */
function refuse(request, response, rules, retryAfterSeconds) {
  const { headers, body } = rules.busyAnswer(request.url ?? '/', request.headers, retryAfterSeconds);
  const bytes = Buffer.from(body, 'utf8');
  // A body the client is still sending is not read: the connection ends with the answer.
  if (request.method !== 'GET' && request.method !== 'HEAD') response.shouldKeepAlive = false;
  response.writeHead(429, { ...headers, 'content-length': String(bytes.length) });
  response.end(request.method === 'HEAD' ? undefined : bytes);
}
