// @ts-check
// A page that fails while Next.js renders it (a BFF 5xx that is not an outage,
// an answer of the wrong shape, a bug) is sent by Next.js as a 500 whose body
// is an empty shell, its error boundary filled in by JavaScript only. Here,
// before any byte of such an answer leaves, its body is replaced by the
// proxy's plain API-failure page (src/lib/plain-page.ts), in the visitor's
// language and complete without JavaScript. The proxy renders it when asked
// with this process's key (FAILURE_PAGE_KEY_ENV), so no visitor can ask for it.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { FAILURE_PAGE_HEADER, FAILURE_PAGE_KEY_ENV } from './server-contract.mjs';
import { callbackOf, replaceResponseMethods, responseMethods } from './server-response-methods.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/** What is not a page: the relay, the worker's hook, Next's own files, and the failure page's own request. */
const NOT_A_PAGE = /^\/(?:api|internal|_next)(?:\/|$)/;

const key = randomUUID();
process.env[FAILURE_PAGE_KEY_ENV] = key;

/**
 * This server's own request for a failure page: it must pass the page gate
 * (server-page-gate.mjs) untouched, since it asks for the very address whose
 * render is waiting for it, and is no visitor's render to charge.
 * @param {IncomingMessage} request
 */
export function isOwnFailurePageRequest(request) {
  const asked = request.headers[FAILURE_PAGE_HEADER];
  return (
    typeof asked === 'string' && asked.length === key.length && timingSafeEqual(Buffer.from(asked), Buffer.from(key))
  );
}

/**
 * Wraps `response` so that a 500 HTML page is answered with the failure page
 * instead (the proxy's own 503 while the BFF is down already is that page).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {string} origin this server's own address
 */
export function replaceFailedPages(request, response, origin) {
  if (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    NOT_A_PAGE.test(request.url ?? '/') ||
    request.headers[FAILURE_PAGE_HEADER]
  )
    return;
  const original = responseMethods(response);
  const { flushHeaders, writeHead, write, end } = original;
  /** @type {boolean | undefined} */
  let failed;
  // Decided once, when Next.js first sends anything: by then it has set the status.
  const isFailedPage = () => {
    failed ??=
      !response.headersSent &&
      response.statusCode === 500 &&
      String(response.getHeader('content-type') ?? '').startsWith('text/html');
    return failed;
  };
  replaceResponseMethods(response, {
    // Next.js flushes the headers before the body: held back for a failed page, sent by end() below.
    flushHeaders() {
      if (!isFailedPage()) flushHeaders.call(this);
    },
    writeHead(status, ...rest) {
      if (failed === undefined && !response.headersSent) {
        response.statusCode = status;
        const headers = /** @type {Record<string, string | number | readonly string[]> | undefined} */ (
          rest.find((arg) => typeof arg === 'object' && arg !== null)
        );
        for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
      }
      return isFailedPage() ? this : writeHead.call(this, status, ...rest);
    },
    write(chunk, encoding, callback) {
      if (isFailedPage()) {
        // The empty shell is dropped; end() sends the failure page.
        const done = callbackOf(chunk, encoding, callback);
        if (done) process.nextTick(done);
        return true;
      }
      return write.call(this, chunk, encoding, callback);
    },
    end(chunk, encoding, callback) {
      if (!isFailedPage()) return end.call(this, chunk, encoding, callback);
      // Node.js sends the headers through writeHead: ours again from here on.
      replaceResponseMethods(response, { flushHeaders, writeHead, write });
      void failurePage(request, origin).then(
        (html) => {
          response.removeHeader('content-length');
          response.removeHeader('etag');
          // Sent as is: Next.js's compression wraps these methods and would have gzipped the shell.
          response.removeHeader('content-encoding');
          // Next.js's preloads of the failed page's styles and scripts: the failure page has none.
          response.removeHeader('link');
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.setHeader('cache-control', 'no-store');
          end.call(response, request.method === 'HEAD' ? undefined : html);
        },
        () => end.call(response),
      );
      return response;
    },
  });
}

/**
 * The proxy's failure page for the same address, language and cookies.
 * @param {IncomingMessage} request
 * @param {string} origin
 */
async function failurePage(request, origin) {
  /** @type {Record<string, string>} */
  const headers = { [FAILURE_PAGE_HEADER]: key, accept: 'text/html' };
  for (const name of ['accept-language', 'cookie']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(new URL(request.url ?? '/', origin), {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(5_000),
  });
  return answer.text();
}
