// @ts-check
// Finishes the answer of a page a shared cache may keep (src/security/shared-page.ts
// decides which): the same HTML for every visitor, so no per-request nonce.
// The proxy sends its policy as a template; here, where the finished HTML is
// known, the template gets the hashes of the page's scripts, and the answer
// gets the shared-cache header. Only Next's own scripts are hashed: its
// pushes of data (a JSON literal, nothing else: flight data, Turbopack's
// chunk list) and the build's files
// (their integrity added here). A script that came into the HTML any
// other way (the CRM's HTML of a description, say) gets no hash and is
// blocked, as it is by a nonce.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { POLICY_TEMPLATE_HEADER, SCRIPT_HASHES_PLACEHOLDER } from './server-contract.mjs';
import { DEFERRED_SRC_ATTRIBUTE } from './server-deferred-scripts-loader.mjs';
import { callbackOf, chunkBytes, replaceResponseMethods, responseMethods } from './server-response-methods.mjs';

/** @import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http' */
/** @typedef {Record<string, string | undefined>} Env */
/** The hash-source of one of the build's files by its address (`sha256-…`); null for any other address. @typedef {(src: string) => string | null} FileHash */

/** Default seconds a shared cache serves a page without asking (PAGE_CACHE_S_MAXAGE). */
const DEFAULT_S_MAXAGE = 60;
/** Default seconds it may serve a stale copy while it fetches a new one (PAGE_CACHE_STALE_WHILE_REVALIDATE). */
const DEFAULT_STALE_WHILE_REVALIDATE = 600;

/** @param {string | undefined} value @param {number} fallback */
function seconds(value, fallback) {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number >= 0 ? number : fallback;
}

/** How long a shared cache keeps a page, this server's own page cache included (server-page-cache.mjs). @param {Env} [env] */
export function sharedCacheSeconds(env = process.env) {
  return seconds(env.PAGE_CACHE_S_MAXAGE, DEFAULT_S_MAXAGE);
}

/**
 * Browsers always ask again (max-age=0): an import or a configuration change
 * must reach them. A shared cache keeps the page s-maxage seconds, then serves
 * the old copy once more while it fetches the new one.
 * @param {Env} [env]
 */
export function sharedCacheControl(env = process.env) {
  const sMaxAge = sharedCacheSeconds(env);
  const stale = seconds(env.PAGE_CACHE_STALE_WHILE_REVALIDATE, DEFAULT_STALE_WHILE_REVALIDATE);
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`;
}

/**
 * The sha256 of the build's browser files, read once each: what a shared page
 * trusts its `<script src>` by. Computed here, not by Next's experimental.sri:
 * `npm run build` edits the chunks after Next has built them
 * (src/build/add-compile-hints.mjs), so Next's recorded hashes would be wrong.
 * @param {string} distDir
 * @returns {FileHash}
 */
export function buildFileHashes(distDir) {
  const staticDir = path.resolve(distDir, 'static');
  /** @type {Map<string, string | null>} */
  const known = new Map();
  return (src) => {
    if (!src.startsWith('/_next/static/')) return null;
    let file;
    try {
      file = path.resolve(staticDir, decodeURIComponent(src.slice('/_next/static/'.length).split(/[?#]/)[0] ?? ''));
    } catch {
      return null;
    }
    if (!file.startsWith(staticDir + path.sep) || !file.endsWith('.js')) return null;
    if (!known.has(file))
      known.set(
        file,
        existsSync(file) ? `sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}` : null,
      );
    return known.get(file) ?? null;
  };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const PRELOAD = /<link\b([^>]*)>/gi;
/** `(self.__next_f=self.__next_f||[]).push([0])` and `self.__next_f.push([1,"…"])`. */
const FLIGHT_PUSH = /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*)\)$/;
const JAVASCRIPT_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** The value of the attribute `name` ('' when it has none); undefined when it is absent. @param {string} attributes @param {string} name */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** Turbopack's chunk-group bootstrap (`<script id="_R_">`): `(globalThis["G"] || (globalThis["G"] = [])).push({…});`, one a line. */
const CHUNK_GROUP_PUSH = /^\(globalThis\[("[\w$]+")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(([\s\S]*)\);$/;

/** @param {string} text @param {(value: unknown) => boolean} accept */
function isJson(text, accept) {
  try {
    return accept(JSON.parse(text));
  } catch {
    return false;
  }
}

/** A script that only hands data (a JSON literal) to Next's runtime: its flight data or its chunk list. @param {string} body */
function isDataPush(body) {
  const push = FLIGHT_PUSH.exec(body);
  if (push) return isJson(push[1] ?? '', Array.isArray);
  const lines = body.split('\n');
  return lines.every((line) => {
    const group = CHUNK_GROUP_PUSH.exec(line);
    return group !== null && isJson(group[2] ?? '', (value) => typeof value === 'object' && value !== null);
  });
}

/**
 * The page's HTML with an integrity attribute on each of the build's
 * `<script src>` (and their preloads, which a browser reuses only when the
 * integrity matches), and the CSP sources of Next's own scripts (see the top
 * of this file): a hash-source allows an external script whose integrity it
 * names (CSP3; Chrome 59, Firefox 116, Safari 15.6).
 * @param {string} html
 * @param {FileHash} fileHash
 * @returns {{ html: string, sources: string[] }}
 */
export function hashPageScripts(html, fileHash) {
  /** @type {Set<string>} */
  const sources = new Set();
  /** @param {string} tag @param {string} attributes @param {string | undefined} url */
  const withIntegrity = (tag, attributes, url) => {
    const hash = url === undefined || attribute(attributes, 'integrity') !== undefined ? null : fileHash(url);
    return hash ? { hash, tag: tag.replace(/^<(script|link)\b/i, `<$1 integrity="${hash}"`) } : { hash: null, tag };
  };
  const marked = html
    .replace(SCRIPT, (tag, /** @type {string} */ attributes, /** @type {string} */ body) => {
      // A placeholder of server-deferred-scripts.mjs: the loader makes it a script with this integrity.
      const src = attribute(attributes, 'src') ?? attribute(attributes, DEFERRED_SRC_ATTRIBUTE);
      if (src !== undefined) {
        const { hash, tag: changed } = withIntegrity(tag, attributes, src);
        if (hash) sources.add(`'${hash}'`);
        return changed;
      }
      if (JAVASCRIPT_TYPE.test(attribute(attributes, 'type') ?? '') && isDataPush(body)) {
        sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
      }
      return tag;
    })
    .replace(PRELOAD, (tag, /** @type {string} */ attributes) => {
      const scriptPreload =
        /^(?:preload|modulepreload)$/i.test(attribute(attributes, 'rel') ?? '') &&
        (attribute(attributes, 'as') ?? 'script') === 'script';
      return scriptPreload ? withIntegrity(tag, attributes, attribute(attributes, 'href')).tag : tag;
    });
  return { html: marked, sources: [...sources] };
}

/**
 * Wraps `response` so that a page the proxy sent a policy template for is
 * held until its HTML is complete, then sent with its policy and, when it is
 * a 200 that sets no cookie, the shared-cache header; `keep`, when given,
 * gets that finished page (server.mjs's page cache). The router's data for a
 * shared page streams through as it is, and `keep` gets a copy of it once
 * complete (a 200 without a cookie). Any other answer passes through as it
 * is. Must sit outside the compression (server.mjs), which must see the
 * answer after this.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {FileHash} fileHash
 * @param {string} cacheControl
 * @param {(body: Buffer, headers: OutgoingHttpHeaders) => void} [keep]
 */
export function finishSharedPages(request, response, fileHash, cacheControl, keep) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const original = responseMethods(response);
  /** @type {Buffer[]} */
  const chunks = [];
  /** How the answer goes: as Next writes it, copied on the way for `keep`, or held to be finished with this policy template. @type {'pass' | 'copy' | { template: string } | undefined} */
  let mode;
  /** @returns {'pass' | 'copy' | { template: string }} */
  const decide = () => {
    if (mode) return mode;
    const template = response.getHeader(POLICY_TEMPLATE_HEADER);
    if (template === undefined) return (mode = 'pass');
    response.removeHeader(POLICY_TEMPLATE_HEADER);
    const html = String(response.getHeader('content-type') ?? '').startsWith('text/html');
    if (html && request.method === 'GET') return (mode = { template: String(template) });
    // No document (a HEAD, the router's flight data): no script runs under this policy.
    response.setHeader('content-security-policy', String(template).replaceAll(` ${SCRIPT_HASHES_PLACEHOLDER}`, ''));
    return (mode = keep && request.method === 'GET' ? 'copy' : 'pass');
  };
  /** Whether the answer goes on as Next writes it (a copy may be taken on the way). */
  const passes = () => decide() === 'pass' || mode === 'copy';
  /** @param {unknown} chunk @param {unknown} encoding */
  const collect = (chunk, encoding) => {
    const bytes = chunkBytes(chunk, encoding);
    if (bytes !== undefined) chunks.push(bytes);
  };
  replaceResponseMethods(response, {
    flushHeaders() {
      if (passes()) original.flushHeaders.call(this);
    },
    writeHead(status, ...rest) {
      if (mode === undefined && !response.headersSent) {
        response.statusCode = status;
        const headers = /** @type {Record<string, string | number | readonly string[]> | undefined} */ (
          rest.find((arg) => typeof arg === 'object' && arg !== null)
        );
        for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
      }
      return passes() ? original.writeHead.call(this, status, ...rest) : this;
    },
    write(chunk, encoding, callback) {
      if (decide() !== 'pass') collect(chunk, encoding);
      if (passes()) return original.write.call(this, chunk, encoding, callback);
      const done = callbackOf(encoding, callback);
      if (done) process.nextTick(done);
      return true;
    },
    end(chunk, encoding, callback) {
      const decided = decide();
      if (decided === 'pass') return original.end.call(this, chunk, encoding, callback);
      if (decided === 'copy') {
        collect(chunk, encoding);
        if (response.statusCode === 200 && !response.hasHeader('set-cookie'))
          keep?.(Buffer.concat(chunks), response.getHeaders());
        return original.end.call(this, chunk, encoding, callback);
      }
      if (typeof chunk === 'function') callback = chunk;
      else collect(chunk, encoding);
      const page = hashPageScripts(Buffer.concat(chunks).toString('utf8'), fileHash);
      const body = Buffer.from(page.html, 'utf8');
      const hashes = page.sources.join(' ');
      response.setHeader(
        'content-security-policy',
        decided.template.replaceAll(hashes ? SCRIPT_HASHES_PLACEHOLDER : ` ${SCRIPT_HASHES_PLACEHOLDER}`, hashes),
      );
      replaceResponseMethods(response, original);
      const done = callbackOf(callback);
      response.setHeader('content-length', body.length);
      if (response.statusCode === 200 && !response.hasHeader('set-cookie')) {
        response.setHeader('cache-control', cacheControl);
        keep?.(body, response.getHeaders());
      }
      return original.end.call(response, body, done);
    },
  });
}
